/**
 * An image field's container: renders the `imageUpload` chart a form runs as its child (the deposit
 * proof). The form's edge keeps the picked Files (`pickFiles`) and the chart gets their keys.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectImageUploadView } from '../../../machines/image-upload';
import type { imageUploadMachine, PickedFile } from '../../../machines/image-upload';
import { ImageUploadField } from './image-upload-field';

export interface ImageUploadViewProps {
  actor: ActorRefFrom<typeof imageUploadMachine>;
  id: string;
  label: string;
  error?: string;
  disabled?: boolean;
  pickFiles: (files: readonly File[]) => PickedFile[];
}

export function ImageUploadView({ actor, pickFiles, ...field }: ImageUploadViewProps) {
  const view = useSelector(actor, selectImageUploadView, shallowEqual);
  return (
    <ImageUploadField
      {...field}
      view={view}
      onPick={(files) => actor.send({ type: 'files.add', files: pickFiles(files) })}
      onRemove={(key) => actor.send({ type: 'file.remove', key })}
      onRetry={(key) => actor.send({ type: 'file.retry', key })}
    />
  );
}
