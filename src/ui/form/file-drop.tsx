import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { button } from '../button.css';
import { Stack } from '../stack';
import { fieldStyles } from './field';
import * as styles from './file-drop.css';
import { useControlName } from './control-name';

export interface FileDropProps {
  label: ReactNode;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Passed to the file chooser; no limit by default: one file, of any type or size. */
  accept?: string;
  className?: string;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** A single-file box: click it or its button, or drop a file on it; shows a preview, the name and 'Hapus File'. */
export function FileDrop({ label, name, file, onChange, accept, className }: FileDropProps) {
  const controlName = useControlName(name);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // Cleared from outside or by 'Hapus File', and only then: a file picked before the app started is still to be
  // handed to the form once it has hydrated (src/ui/form/use-early-input.ts).
  const hadFile = useRef(file !== null);
  useEffect(() => {
    if (hadFile.current && !file && inputRef.current) inputRef.current.value = '';
    hadFile.current = file !== null;
  }, [file]);

  const choose = () => inputRef.current?.click();

  function onDragOver(event: DragEvent) {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  }

  return (
    <Stack gap="xxs" role="group" aria-labelledby={`${id}-label`} className={className ? `${styles.root} ${className}` : styles.root}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div
        className={styles.zone}
        data-dragging={dragging}
        data-filled={Boolean(file)}
        onClick={(event) => {
          // A click anywhere on the empty box chooses a file; its own controls act for themselves.
          if (!file && !(event.target as Element).closest('button, input')) choose();
        }}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={controlName}
          accept={accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onChange(chosen);
          }}
        />
        {file ? (
          <Chosen file={file} onRemove={() => onChange(null)} onReplace={choose} />
        ) : (
          <>
            <UploadIcon />
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={choose}
            >
              Pilih File
            </button>
            <p className={styles.prompt}>atau seret file ke sini</p>
          </>
        )}
      </div>
    </Stack>
  );
}

function Chosen({ file, onRemove, onReplace }: { file: File; onRemove: () => void; onReplace: () => void }) {
  return (
    <>
      {isImage(file) ? <Preview file={file} /> : <FileIcon />}
      <p className={styles.fileName}>{file.name}</p>
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={onReplace}>
          Ganti File
        </button>
        <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onRemove}>
          Hapus File
        </button>
      </div>
    </>
  );
}

/** The object URL lives exactly as long as the <img> showing it (React 19 ref cleanup). */
function Preview({ file }: { file: File }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className={styles.preview} width={160} height={120} alt={`Pratinjau ${file.name}`} />;
}

function UploadIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zm0 0v5h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
