import { Modal } from '@mantine/core';
import CameraCapture, { type CameraCaptureProps } from './CameraCapture';

/** A document field's live camera on a phone: the whole screen, closed (and the camera stopped) by Cancel, Escape or ×. */
export default function CameraDialog({ title, ...camera }: CameraCaptureProps & { title: string }) {
  return (
    <Modal opened fullScreen onClose={camera.onCancel} title={title}>
      <CameraCapture {...camera} />
    </Modal>
  );
}
