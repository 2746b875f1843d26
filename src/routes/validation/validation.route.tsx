import { container, section } from '@/ui/container.css';
import { PageHeader } from '@/ui/page-header';
import { DocumentCheck } from './document-check';

// No loader: nothing is fetched until the visitor asks for a check.
export function Component() {
  return (
    <>
      <PageHeader title="Validasi Dokumen" />
      <div className={`${container} ${section}`}>
        <DocumentCheck />
      </div>
    </>
  );
}
