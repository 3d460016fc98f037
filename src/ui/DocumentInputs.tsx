import { useImperativeHandle, useRef, type ChangeEvent, type Ref } from 'react';
import { DOCUMENT_ACCEPT } from '@/contract';

/** Opens the device's file picker or its camera, from a visible button. */
export interface DocumentInputsHandle {
  chooseFile: () => void;
  takePhoto: () => void;
}

export interface DocumentInputsProps {
  ref: Ref<DocumentInputsHandle>;
  /** The file picker's id, for a label's htmlFor. */
  id?: string;
  /** Accessible names of the file picker and of the camera input. */
  chooseFileLabel: string;
  takePhotoLabel: string;
  disabled?: boolean;
  /** The file picked or the photo taken; each input is emptied after, so the same file can be picked again. */
  onPick: (file: File) => void;
}

/**
 * The two hidden inputs behind "Choose a file" and "Take a photo": a picker of the accepted document types, and the
 * back camera (`capture="environment"`, which a phone opens straight away and a desktop treats as a picker).
 */
export function DocumentInputs({ ref, id, chooseFileLabel, takePhotoLabel, disabled, onPick }: DocumentInputsProps) {
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  useImperativeHandle(
    ref,
    () => ({ chooseFile: () => picker.current?.click(), takePhoto: () => camera.current?.click() }),
    [],
  );

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <input
        ref={picker}
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        disabled={disabled}
        aria-label={chooseFileLabel}
        onChange={change}
      />
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        disabled={disabled}
        aria-label={takePhotoLabel}
        onChange={change}
      />
    </>
  );
}
