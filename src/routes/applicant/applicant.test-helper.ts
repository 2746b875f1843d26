import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The machine running the tests is shared: give the first screen and the dialog time. */
export const slow = { timeout: 10_000 };

export const fileBox = (label: string) => screen.getByRole('group', { name: label });

export const fileInput = (label: string) =>
  within(fileBox(label)).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

export const submitButton = () => screen.getByRole('button', { name: /^(Lamar Sekarang|Loading\.\.\.)$/ });

/** Focuses a field and pastes the text: quicker than typing it key by key on a busy machine. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every field and chooses both files, as a visitor would. */
export async function fillApplication(user: UserEvent, files: { cv: File; ktp: File }) {
  await enter(user, 'Nama', 'Siti Aminah');
  await enter(user, 'No Telfon', '0812-3456 7890');
  await enter(user, 'Email', 'siti@example.com');
  await user.click(screen.getByRole('radio', { name: 'Online' }));
  await enter(user, 'Deskripsikan dirimu', 'Perawat dengan STR aktif.');
  await user.upload(fileInput('Upload CV'), files.cv);
  await user.upload(fileInput('Upload KTP'), files.ktp);
}
