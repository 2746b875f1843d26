import { CONSULTATION_GREETING, whatsappUrl } from '@/lib/whatsapp';
import { usePageRecord } from '../route-handle';
import * as styles from './chat-widget.css';

export function ChatWidget() {
  const message = usePageRecord().meta?.chat ?? CONSULTATION_GREETING;
  return (
    <div className={styles.root}>
      <span className={styles.bubble} aria-hidden="true">
        Ada yang bisa kami bantu?
      </span>
      <a
        href={whatsappUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat WhatsApp"
        className={styles.button}
      >
        <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.65 15.02L2 22l5.1-1.33A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.18-1.14l-.3-.18-3.03.79.81-2.95-.2-.31A8.2 8.2 0 1 1 12 20.2Zm4.5-6.14c-.25-.12-1.46-.72-1.69-.8-.23-.08-.39-.12-.55.12-.16.25-.63.8-.78.96-.14.17-.29.19-.53.06a6.7 6.7 0 0 1-3.33-2.9c-.25-.43.25-.4.72-1.33.08-.16.04-.3-.02-.43-.06-.12-.55-1.33-.76-1.82-.2-.48-.4-.41-.55-.42h-.47a.9.9 0 0 0-.65.3 2.73 2.73 0 0 0-.85 2.03c0 1.2.87 2.36.99 2.52.12.17 1.71 2.61 4.15 3.66 1.54.67 2.15.72 2.92.6.47-.07 1.46-.6 1.66-1.17.2-.58.2-1.07.14-1.17-.06-.1-.22-.17-.47-.29Z"
          />
        </svg>
      </a>
    </div>
  );
}
