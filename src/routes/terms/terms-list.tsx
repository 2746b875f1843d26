import type { DocumentItem } from '@/api/documents/documents.schemas';
import * as styles from './terms.css';

interface TermsListProps {
  items: DocumentItem[];
  selectedId: DocumentItem['document_item_id'];
  panelId: string;
  onSelect: (id: DocumentItem['document_item_id']) => void;
}

export function TermsList({ items, selectedId, panelId, onSelect }: TermsListProps) {
  return (
    <nav aria-label="Daftar dokumen">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.document_item_id} className={styles.listItem}>
            <button
              type="button"
              className={styles.listButton}
              aria-pressed={item.document_item_id === selectedId}
              aria-controls={panelId}
              onClick={() => onSelect(item.document_item_id)}
            >
              {item.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
