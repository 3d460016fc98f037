import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Box, Button, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import {
  CARD_RATIO,
  COUNTDOWN_START,
  GUIDE_HEIGHT,
  GUIDE_WIDTH,
  guideRect,
  nextCountdown,
  type Countdown,
} from './camera-countdown';
import type { FrameReply } from './camera-frames.worker';
import { ANALYSIS_LONG_SIDE } from './photo-quality';
import { useTranslation } from '@/app/i18n';

export interface CameraCaptureProps {
  /** The photo taken, a full-size JPEG of the frame: the caller treats it as a chosen file (shrunk, checked, sent). */
  onCapture: (photo: File) => void;
  /** The camera was refused, is missing or failed: the caller falls back to its file and `capture` inputs. */
  onUnavailable: () => void;
  onCancel: () => void;
}

/** How often a frame is analysed: about six times a second. */
const FRAME_INTERVAL_MS = 160;

/**
 * The rear camera's live picture with a card-shaped guide (getUserMedia, facingMode environment). A few times a second
 * the guide's part of a frame, reduced as the whole frame would be to the checks' size, goes to camera-frames.worker.ts; the hint says what is wrong in the quality
 * checks' words, and once the document has been sharp, steady and free of glare for about half a second
 * (camera-countdown.ts) a filling bar counts down and the photo is taken by itself. The shutter takes it at once.
 * Every track is stopped as soon as the photo is taken, when this view goes away, or when the page is left.
 */
export default function CameraCapture({ onCapture, onUnavailable, onCancel }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const frames = useRef<Worker | null>(null);
  const [showing, setShowing] = useState(false);
  const [countdown, setCountdown] = useState<Countdown>(COUNTDOWN_START);

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  const take = () => {
    const element = video.current;
    if (!element || !stream.current || !element.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    stop();
    canvas.toBlob(
      (blob) => {
        if (blob)
          onCapture(
            new File([blob], `photo-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}.jpg`, {
              type: 'image/jpeg',
            }),
          );
        else onUnavailable();
      },
      'image/jpeg',
      0.92,
    );
  };
  const takeByItself = useEffectEvent(take);
  const unavailable = useEffectEvent(() => onUnavailable());

  useEffect(() => {
    let left = false;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      })
      .then(async (opened) => {
        if (left || !video.current) return opened.getTracks().forEach((track) => track.stop());
        stream.current = opened;
        video.current.srcObject = opened;
        await video.current.play();
        setShowing(true);
      })
      .catch(() => {
        stop();
        if (!left) unavailable();
      });
    window.addEventListener('pagehide', stop);
    return () => {
      left = true;
      stop();
      window.removeEventListener('pagehide', stop);
    };
  }, []);

  // The analysing worker loads while the camera opens.
  useEffect(() => {
    if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return;
    const worker = new Worker(new URL('./camera-frames.worker.ts', import.meta.url), { type: 'module' });
    frames.current = worker;
    return () => {
      worker.terminate();
      frames.current = null;
    };
  }, []);

  useEffect(() => {
    const worker = frames.current;
    if (!showing || !worker) return;
    let state = COUNTDOWN_START;
    /** When the frame being analysed was grabbed; null while none is. */
    let grabbedAt: number | null = null;
    worker.onmessage = (event: MessageEvent<FrameReply>) => {
      state = nextCountdown(state, { at: grabbedAt ?? performance.now(), ...event.data });
      grabbedAt = null;
      setCountdown(state);
      if (state.capture) takeByItself();
    };
    const timer = setInterval(() => {
      const element = video.current;
      if (
        grabbedAt !== null ||
        !stream.current ||
        !element ||
        element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA ||
        !element.videoWidth
      )
        return;
      grabbedAt = performance.now();
      // Reduced as the photo worker draws a photo for its checks, so the same thresholds hold.
      const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(element.videoWidth, element.videoHeight));
      const guide = guideRect(element.videoWidth, element.videoHeight);
      const size = { resizeWidth: Math.round(guide.width * scale), resizeHeight: Math.round(guide.height * scale) };
      createImageBitmap(element, guide.x, guide.y, guide.width, guide.height, size).then(
        (bitmap) => worker.postMessage(bitmap, [bitmap]),
        () => (grabbedAt = null),
      );
    }, FRAME_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      worker.onmessage = null;
    };
  }, [showing]);

  const holding = countdown.hint === 'holding';
  const hint = !showing
    ? t('documents.camera.opening')
    : countdown.hint === null
      ? t('documents.camera.place')
      : countdown.hint === 'moving' || countdown.hint === 'holding'
        ? t(`documents.camera.${countdown.hint}`)
        : t(`documents.quality.${countdown.hint}`);

  return (
    <Stack gap="sm">
      <Box pos="relative" bg="black" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('documents.camera.view')}
          style={{ display: 'block', width: '100%', maxHeight: '65dvh', minHeight: 200, objectFit: 'contain' }}
        />
        {showing ? (
          <Box
            aria-hidden
            pos="absolute"
            style={{
              inset: 0,
              margin: 'auto',
              width: `${GUIDE_WIDTH * 100}%`,
              height: 'fit-content',
              maxHeight: `${GUIDE_HEIGHT * 100}%`,
              aspectRatio: CARD_RATIO,
              border: `3px solid ${holding ? 'var(--mantine-color-green-5)' : 'white'}`,
              borderRadius: 12,
              boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.45)',
            }}
          />
        ) : (
          <Center pos="absolute" inset={0}>
            <Loader color="white" />
          </Center>
        )}
      </Box>
      <Text role="status" fw={500} ta="center">
        {hint}
      </Text>
      <Progress
        value={holding ? countdown.progress * 100 : 0}
        color="green"
        transitionDuration={FRAME_INTERVAL_MS}
        aria-label={t('documents.camera.countdown')}
        style={{ visibility: holding ? 'visible' : 'hidden' }}
      />
      <Group grow>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button leftSection={<IconCamera size={18} />} disabled={!showing} onClick={() => take()}>
          {t('documents.camera.shutter')}
        </Button>
      </Group>
    </Stack>
  );
}
