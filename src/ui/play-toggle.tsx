import * as styles from './play-toggle.css';

interface PlayToggleProps {
  /** Whether the picture moves now: the button then pauses it, else it plays it. */
  playing: boolean;
  onToggle: () => void;
  /** What moves, as the label names it: 'slide otomatis', 'video'. */
  what: string;
}

/** WCAG 2.2.2's pause control; its name says what a tap does ('Jeda …' or 'Putar …'). */
export function PlayToggle({ playing, onToggle, what }: PlayToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={onToggle}
      aria-pressed={!playing}
      aria-label={`${playing ? 'Jeda' : 'Putar'} ${what}`}
    >
      {playing ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      )}
    </button>
  );
}
