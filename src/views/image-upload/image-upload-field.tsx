/**
 * An image field (presentational): the file picker, then each picked file with what happens to it
 * (checking and uploading announced as progress, a refusal or a failed upload as an alert with its
 * reason), a retry for a failed upload and a removal. The form's own error for the field (say, "no
 * proof yet") shows under the label and describes the picker.
 */
import type { ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageUploadView } from '../../../machines/image-upload';
import { imageUploadErrorMessage, uploadStatusNames } from './image-upload.messages';
import './image-upload.css';

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  view: ImageUploadView;
  /** the form's error for this field */
  error?: string;
  /** the form is sending: nothing may change */
  disabled?: boolean;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

const MB = 1024 * 1024;

export function ImageUploadField({ id, label, view, error, disabled = false, onPick, onRemove, onRetry }: ImageUploadFieldProps) {
  const { i18n, t } = useLingui();
  const limits = { maxMegabytes: Math.floor(view.maxBytes / MB), maxFiles: view.maxFiles };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // the same file may be picked again after a removal
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field upload">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        className="upload__input"
        type="file"
        accept="image/png,image/jpeg"
        disabled={disabled || view.remaining === 0}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={pick}
      />
      <p className="upload__hint" id={`${id}-hint`}>
        <Trans>PNG or JPEG, at most {limits.maxMegabytes} MB.</Trans>
      </p>
      {view.files.length > 0 ? (
        <ul className="upload__files">
          {view.files.map((file) => {
            const status = uploadStatusNames[file.status];
            const busy = file.status === 'checking' || file.status === 'accepted' || file.status === 'uploading';
            return (
              <li key={file.key} className="upload__file" data-status={file.status}>
                <span className="upload__name">{file.name}</span>
                {file.errorCode ? (
                  <span className="upload__error" role="alert">
                    {i18n._(imageUploadErrorMessage(file.errorCode, limits))}
                  </span>
                ) : status ? (
                  <span className="upload__status" role={busy ? 'status' : undefined}>
                    {i18n._(status)}
                  </span>
                ) : null}
                <span className="upload__actions">
                  {file.canRetry ? (
                    <button type="button" className="text-button" disabled={disabled} onClick={() => onRetry(file.key)}>
                      <Trans>Retry</Trans>
                    </button>
                  ) : null}
                  {file.canRemove ? (
                    <button
                      type="button"
                      className="text-button"
                      disabled={disabled}
                      aria-label={t`Remove ${file.name}`}
                      onClick={() => onRemove(file.key)}
                    >
                      <Trans>Remove</Trans>
                    </button>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
