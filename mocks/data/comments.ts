import type * as z from 'zod/mini';
import type { ReplySchema } from '@/api/articles/articles.schemas';
import { demoMedia } from '../media-url';

export type MockReply = Omit<z.input<typeof ReplySchema>, 'comment_id' | 'repliesCount'> & {
  comment_id: number;
  repliesCount: number;
};
export type MockComment = MockReply & { replies: MockReply[] };

const ADMIN = { name: 'Admin Rawatin', photo: demoMedia('avatar-admin.svg') } as const;

const reply = (comment_id: number, name: string, comment: string, created_at: string, photo: string | null = null): MockReply => ({
  comment_id,
  name,
  photo,
  comment,
  created_at,
  repliesCount: 0,
});

const thread = (top: MockReply, replies: MockReply[] = []): MockComment => ({
  ...top,
  repliesCount: replies.length,
  replies,
});

/** Comments by article slug. Articles not listed have none. Ids below 1000; posted ones start at 1000. */
export const initialComments = {
  'cara-merawat-lansia-dengan-demensia-di-rumah': [
    thread(reply(101, 'Sri Rahayu', 'Ibu saya baru didiagnosis demensia, tips label di pintu sangat membantu. Terima kasih!', '2026-03-19T02:14:00.000Z'), [
      reply(102, ADMIN.name, 'Sama-sama, Bu Sri. Semoga ibunya sehat selalu. Bila perlu pendamping, tim perawat kami siap membantu.', '2026-03-19T04:30:00.000Z', ADMIN.photo),
      reply(103, 'Hendro', 'Kami juga pakai cara yang sama untuk ayah, sangat membantu di malam hari.', '2026-03-20T11:05:00.000Z'),
    ]),
    thread(reply(104, 'Yanti', 'Apakah perawat bisa menginap untuk menjaga malam hari?', '2026-03-21T09:40:00.000Z'), [
      reply(105, ADMIN.name, 'Bisa, Bu Yanti. Kami punya layanan perawat live-in maupun shift malam 12 jam.', '2026-03-21T10:02:00.000Z', ADMIN.photo),
    ]),
    thread(reply(106, 'Agung Prasetyo', 'Artikel yang bermanfaat, videonya juga jelas.', '2026-03-25T13:20:00.000Z')),
  ],
  'latihan-fisioterapi-sederhana-setelah-stroke': [
    thread(reply(111, 'Budi Hartanto', 'Ayah saya sudah 3 bulan pascastroke, latihan bola karet rutin kami lakukan.', '2026-02-23T07:00:00.000Z'), [
      reply(112, 'Ftr. Andi Pratama', 'Bagus sekali, Pak Budi. Tambahkan latihan membuka jari perlahan agar otot tidak kaku.', '2026-02-23T08:45:00.000Z', demoMedia('employees/employee-4.svg')),
    ]),
    thread(reply(113, 'Maria', 'Berapa lama biasanya sampai bisa berjalan lagi?', '2026-02-26T15:10:00.000Z')),
  ],
  'kapan-anak-perlu-terapi-wicara': [
    thread(reply(121, 'Putri Ayu', 'Anak saya 2 tahun baru bisa beberapa kata, jadi ingin konsultasi.', '2026-01-29T03:00:00.000Z')),
    thread(reply(122, 'Dimas', 'Penjelasannya mudah dipahami, terima kasih.', '2026-02-02T12:30:00.000Z')),
  ],
  'mengenal-luka-dekubitus-dan-cara-mencegahnya': [
    thread(reply(131, 'Lestari', 'Kasur antidekubitus bisa disewa juga?', '2026-02-11T05:15:00.000Z'), [
      reply(132, ADMIN.name, 'Bisa, Bu Lestari. Silakan cek halaman Sewa Alat Kesehatan.', '2026-02-11T06:00:00.000Z', ADMIN.photo),
    ]),
  ],
  'persiapan-sebelum-cek-darah-perlukah-puasa': [
    thread(reply(141, 'Rahmat', 'Ternyata tidak semua tes harus puasa, baru tahu.', '2026-01-16T01:45:00.000Z')),
  ],
  'rawatin-buka-cabang-baru-di-surabaya': [
    thread(reply(151, 'Wulan', 'Akhirnya ada di Surabaya! Apakah melayani Sidoarjo juga?', '2026-03-06T08:20:00.000Z')),
  ],
} satisfies Record<string, MockComment[]>;

export const countComments = (comments: readonly MockComment[]): number =>
  comments.reduce((total, comment) => total + 1 + comment.replies.length, 0);
