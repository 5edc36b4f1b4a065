/**
 * The feedback form (presentational): the question type, the content description with its count,
 * up to three pictures, and the send button. The values, errors and the pictures field come from
 * the `feedback` chart.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { FeedbackField, FeedbackView } from '../../../../machines/feedback';
import type { imageUploadMachine, PickedFile } from '../../../../machines/image-upload';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_TYPES } from '../../../../rules/feedback';
import { FieldFrame } from '../../common/text-field';
import { ImageUploadView } from '../../image-upload/image-upload.view';
import { feedbackFieldMessage, feedbackRefusal, feedbackTypeNames } from './feedback.messages';

export interface FeedbackFormProps {
  view: FeedbackView;
  pictures: ActorRefFrom<typeof imageUploadMachine>;
  pickFiles: (files: readonly File[]) => PickedFile[];
  onFieldChange: (field: FeedbackField, value: string) => void;
  onSubmit: () => void;
}

const RANGE = { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX };

export function FeedbackForm({ view, pictures, pickFiles, onFieldChange, onSubmit }: FeedbackFormProps) {
  const { i18n, t } = useLingui();
  const errorOf = (field: FeedbackField | 'images') => {
    const error = view.fieldErrors[field];
    return error ? i18n._(feedbackFieldMessage(field, error, RANGE)) : undefined;
  };
  const sending = view.status === 'submitting';
  const fieldRefused = Object.keys(view.fieldErrors).length > 0;
  return (
    <form
      className="feedback__form"
      noValidate
      aria-labelledby="feedback-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h4 id="feedback-title">
        <Trans>Feedback and suggestions</Trans>
      </h4>
      <FieldFrame id="feedback-type" label={<Trans>Question type</Trans>} error={errorOf('type')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={view.values.type}
            disabled={sending}
            onChange={(event) => onFieldChange('type', event.target.value)}
          >
            <option value="">{t`Choose a question type`}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(feedbackTypeNames[type])}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame
        id="feedback-content"
        label={<Trans>Content description</Trans>}
        error={errorOf('content')}
        hint={
          <Trans>
            {view.contentLength} of {FEEDBACK_CONTENT_MIN} to {FEEDBACK_CONTENT_MAX} characters
          </Trans>
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input feedback__content"
            rows={5}
            value={view.values.content}
            disabled={sending}
            placeholder={t`Describe the question, and how we can contact you`}
            onChange={(event) => onFieldChange('content', event.target.value)}
          />
        )}
      </FieldFrame>
      <ImageUploadView
        actor={pictures}
        id="feedback-pictures"
        label={t`Pictures (optional, at most 3)`}
        error={errorOf('images')}
        disabled={sending}
        pickFiles={pickFiles}
      />
      {view.errorCode && !fieldRefused ? (
        <p className="form-error" role="alert" data-testid="feedback-refusal">
          {i18n._(feedbackRefusal(view.errorCode))}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={!view.canSubmit}>
        {sending ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
      </button>
    </form>
  );
}
