import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup, SelectField, TextArea, TextField } from './field';
import { FileDrop } from './file-drop';
import { useEarlyInput } from './use-early-input';
import { forgetDraftsInMemory, useFormValues, type PersistOptions } from './use-form-values';

const INITIAL = { name: '', phone: '', email: '', gender: '', place: 'office', story: '' };
type Values = typeof INITIAL;
const DRAFT: PersistOptions<Values> = { key: 'early-input-test', fields: ['name', 'email'] };

const GENDERS = [
  { value: 'L', label: 'Laki-Laki' },
  { value: 'P', label: 'Perempuan' },
];
const PLACES = [
  { value: 'office', label: 'Kantor' },
  { value: 'online', label: 'Online' },
];

/** A form built like the site's: controlled fields, a kept draft, a file, and a send. */
function Form({ onSend }: { onSend: (values: Values & { file: string | null }) => void }) {
  const { values, setValue } = useFormValues(INITIAL, { persist: DRAFT });
  const [file, setFile] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef);
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ ...values, file: file?.name ?? null });
      }}
    >
      <TextField label="Nama" name="name" value={values.name} onChange={(v) => setValue('name', v)} />
      <TextField label="No HP" name="phone" value={values.phone} onChange={(v) => setValue('phone', v.replace(/\D/g, ''))} />
      <TextField label="Email" name="email" value={values.email} onChange={(v) => setValue('email', v)} />
      <SelectField
        label="Jenis Kelamin"
        name="gender"
        placeholder="Pilih Disini"
        options={GENDERS}
        value={values.gender}
        onChange={(v) => setValue('gender', v)}
      />
      <RadioGroup label="Lokasi" name="place" options={PLACES} value={values.place} onChange={(v) => setValue('place', v)} />
      <TextArea label="Cerita" name="story" value={values.story} onChange={(v) => setValue('story', v)} />
      <FileDrop label="Upload CV" name="cv" file={file} onChange={setFile} />
      <button type="submit">Kirim</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The form as the build wrote it, in a page the app has not started on yet. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={() => undefined} />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, onSend = vi.fn()) {
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={onSend} />, {
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  });
  return onSend;
}

// The prerendered controls carry no name (src/ui/form/control-name.ts): found by their labels.
const LABELS: Record<string, string> = { name: 'Nama', phone: 'No HP', gender: 'Jenis Kelamin', story: 'Cerita' };
const control = <T extends HTMLElement>(name: string) =>
  (name === 'cv' ? document.querySelector('input[type="file"]') : screen.getByLabelText(LABELS[name]!)) as T;

describe('what a visitor typed into a prerendered form before the app started', () => {
  it('stays in every field after hydration and is what the form sends, through each field\'s own onChange', async () => {
    const container = prerendered();
    // Nothing in the build's HTML a browser's own submission could put in the address.
    expect(container.querySelectorAll('[name]')).toHaveLength(0);
    // Typed, chosen and picked before the app's code arrived: no React handler ran.
    control<HTMLInputElement>('name').value = 'Budi Santoso';
    control<HTMLInputElement>('phone').value = '0812-3456';
    control<HTMLSelectElement>('gender').value = 'P';
    screen.getByLabelText<HTMLInputElement>('Online').checked = true;
    control<HTMLTextAreaElement>('story').value = 'Pasien lansia';
    Object.defineProperty(control('cv'), 'files', { value: [new File(['x'], 'cv.pdf')] });

    const onSend = await hydrate(container);
    const user = userEvent.setup();
    // Another change renders the whole form again: nothing typed before may be wiped by it.
    await user.type(screen.getByLabelText('Email'), 'budi@contoh.id');

    expect(screen.getByLabelText('Nama')).toHaveValue('Budi Santoso');
    // The phone field keeps digits only, as when typed after the start.
    expect(screen.getByLabelText('No HP')).toHaveValue('08123456');
    expect(screen.getByLabelText('Jenis Kelamin')).toHaveValue('P');
    expect(screen.getByLabelText('Online')).toBeChecked();
    expect(screen.getByLabelText('Cerita')).toHaveValue('Pasien lansia');
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Budi Santoso',
      phone: '08123456',
      email: 'budi@contoh.id',
      gender: 'P',
      place: 'online',
      story: 'Pasien lansia',
      file: 'cv.pdf',
    });
  });

  it('comes on top of the draft kept from an earlier visit, which comes back after hydration', async () => {
    window.sessionStorage.setItem(DRAFT.key, JSON.stringify({ name: 'Sari', email: 'sari@contoh.id' }));
    const container = prerendered();
    control<HTMLInputElement>('name').value = 'Budi';

    const onSend = await hydrate(container);
    expect(screen.getByLabelText('Nama')).toHaveValue('Budi');
    expect(screen.getByLabelText('Email')).toHaveValue('sari@contoh.id');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ name: 'Budi', email: 'sari@contoh.id' }));
  });

  it('leaves an untouched prerendered form as it was, and a form the app renders with its draft at once', async () => {
    const container = prerendered();
    const onSend = await hydrate(container);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim' }));
    expect(onSend).toHaveBeenCalledWith({ ...INITIAL, file: null });
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';

    forgetDraftsInMemory();
    window.sessionStorage.setItem(DRAFT.key, JSON.stringify({ name: 'Sari' }));
    render(<Form onSend={() => undefined} />);
    expect(screen.getByLabelText('Nama')).toHaveValue('Sari');
  });
});
