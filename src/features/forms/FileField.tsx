'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import styles from './FileField.module.css';

const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface FileFieldProps {
  /** the field's id, name and ARIA attributes (SubmissionFormFields) */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  onFile: (file: File | null) => void;
}

/**
 * A file input that says what it holds: a button-like box with the chosen file's name and size (or that none
 * is chosen yet), the accepted types and size in the field's hint. The native input stays the control, laid
 * invisibly over the box, so a tap, a click, the keyboard (Tab, then Space or Enter) and a screen reader all
 * meet the browser's own file picker; the chosen file's line is part of its description.
 */
export function FileField({ input, onFile }: FileFieldProps) {
  const t = useTranslations('forms');
  const format = useFormatter();
  const [file, setFile] = useState<File | null>(null);
  // before the script runs (or without it) the browser's own input shows, since only the script can name the file
  const [enhanced, setEnhanced] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setEnhanced(true);
    // a sent form is reset (React empties it after its action): the box forgets the file with it
    const form = ref.current?.form;
    const forget = () => setFile(null);
    form?.addEventListener('reset', forget);
    return () => form?.removeEventListener('reset', forget);
  }, []);
  const chosenId = `${input.id}-escolhido`;
  const describedBy = [input['aria-describedby'], chosenId].filter(Boolean).join(' ');
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? `${format.number(Math.max(1, Math.round(bytes / 1024)))} KB`
      : `${format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
  return (
    <div
      className={styles.box}
      data-enhanced={enhanced || undefined}
      data-chosen={file ? '' : undefined}
      data-invalid={input['aria-invalid'] || undefined}
    >
      <input
        {...input}
        ref={ref}
        type="file"
        accept={RESUME_ACCEPT}
        aria-describedby={describedBy}
        className={styles.input}
        onChange={(e) => {
          const chosen = e.currentTarget.files?.[0] ?? null;
          setFile(chosen);
          onFile(chosen);
        }}
      />
      <span className={styles.button} aria-hidden="true">
        {t('chooseFile')}
      </span>
      <span id={chosenId} className={styles.name}>
        {file ? t('fileChosen', { name: file.name, size: size(file.size) }) : t('noFileChosen')}
      </span>
    </div>
  );
}
