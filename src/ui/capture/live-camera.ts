import { useState } from 'react';

/** Whether this browser can show the live camera (CameraCapture.tsx); without it, "Take a photo" opens the `capture` input. */
export const hasLiveCamera = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** A phone-sized screen, where a document field's "Take a photo" shows the live camera. */
export const PHONE_SCREEN = '(max-width: 48em)';

export interface LiveCameraOptions {
  /** Whether "Take a photo" should show the live camera here (a phone-sized screen). */
  enabled: boolean;
  /** Opens the `capture` input: where the live camera is off, missing, or was refused once. */
  fallback: () => void;
  /** The photo the live camera took, to go the way of a chosen file. */
  onPhoto: (photo: File) => void;
}

/**
 * "Take a photo" for a screen with the `capture` input behind it: the live camera while `filming` (CameraCapture with
 * `cameraProps`), else the input. A camera refused or missing falls back to the input at once, and from then on.
 */
export function useLiveCamera({ enabled, fallback, onPhoto }: LiveCameraOptions) {
  const [filming, setFilming] = useState(false);
  const [failed, setFailed] = useState(false);
  return {
    filming,
    /** The camera was refused or is missing: the screen says to use the camera app or a file. */
    failed,
    takePhoto: () => (enabled && !failed && hasLiveCamera() ? setFilming(true) : fallback()),
    cameraProps: {
      onCapture: (photo: File) => {
        setFilming(false);
        onPhoto(photo);
      },
      onUnavailable: () => {
        setFilming(false);
        setFailed(true);
        fallback();
      },
      onCancel: () => setFilming(false),
    },
  };
}
