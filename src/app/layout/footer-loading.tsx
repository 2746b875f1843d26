import { Skeleton } from '@/ui/skeleton';
import { Stack } from '@/ui/stack';

const WIDTHS = ['85%', '60%', '75%', '50%', '70%'];

export function FooterLoading({ lines = 4 }: { lines?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      <span className="visually-hidden">Memuat...</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={WIDTHS[index % WIDTHS.length]} height="1rem" />
      ))}
    </Stack>
  );
}
