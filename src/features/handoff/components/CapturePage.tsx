import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCheck, IconUpload } from '@tabler/icons-react';
import { ApiError, DOCUMENT_TYPES, NetworkError, type HandoffGrant } from '@/contract';
import { grantTransfer } from '@/offline';
import { Brand } from '@/ui/Brand';
import { LanguageSwitch } from '@/ui/LanguageSwitch';
import { compressPhoto } from '@/ui/capture/compress-photo';
import { DocumentInputs, type DocumentInputsHandle } from '@/ui/DocumentInputs';
import { PhotoQualityNotice } from '@/ui/capture/PhotoQualityNotice';
import type { PickedDocument } from '@/ui/capture/compress-photo';
import { errorText } from '@/app/wording/error-text';
import { formatBytes } from '@/app/wording/format';
import { useLiveCamera } from '@/ui/capture/live-camera';
import { openCaptureGrant } from '../api/open-capture-grant';
import { useTranslation } from '@/app/i18n';

// The live camera loads when "Take a photo" is tapped.
const CameraCapture = lazy(() => import('@/ui/capture/CameraCapture'));

interface Sending {
  file: File;
  acknowledged: number;
  /** Set when the last try failed: null while sending. */
  failure: 'offline' | string | null;
  /** The upload's URL once created, to resume there. */
  url?: string;
}

/**
 * The phone's side of the hand-off: no navigation, no session. Camera first (the live camera, which takes the photo by
 * itself, CameraCapture.tsx; the `capture` input where it is refused or missing), file picker second; a photo is made
 * small and checked (compress-photo.ts; a photo found hard to read waits for Retake or "Use it anyway") and sent
 * with the capture grant through the resumable upload path, with its progress.
 * A send cut by a lost connection resumes where the server stands when the phone is back online.
 */
export function CapturePage() {
  const { t } = useTranslation();
  const [grant, setGrant] = useState<HandoffGrant | null | 'opening'>('opening');
  const [sending, setSending] = useState<Sending | null>(null);
  const [sent, setSent] = useState<Array<{ name: string; size: number }>>([]);
  const [wrongType, setWrongType] = useState(false);
  /** A photo the quality checks found fault with, waiting for Retake or "Use it anyway". */
  const [pending, setPending] = useState<PickedDocument | null>(null);
  const inputs = useRef<DocumentInputsHandle>(null);

  useEffect(() => {
    let live = true;
    const open = () => {
      setGrant('opening');
      setSending(null);
      setSent([]);
      setPending(null);
      setWrongType(false);
      openCaptureGrant().then(
        (opened) => live && setGrant(opened),
        () => live && setGrant(null),
      );
    };
    open();
    // Another link opened in this tab changes only the address's fragment: the page is not loaded again, its link is.
    window.addEventListener('hashchange', open);
    return () => {
      live = false;
      window.removeEventListener('hashchange', open);
    };
  }, []);

  const send = async (job: Sending, token: string) => {
    setSending({ ...job, failure: null });
    try {
      await grantTransfer(token)(
        { blob: job.file, name: job.file.name, type: job.file.type },
        {
          url: job.url,
          onUrl: (url) => (job.url = url),
          onAcknowledged: (bytes) => setSending({ ...job, acknowledged: bytes, failure: null }),
        },
      );
      setSending(null);
      setSent((list) => [...list, { name: job.file.name, size: job.file.size }]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return setGrant(null);
      setSending({ ...job, failure: error instanceof NetworkError ? 'offline' : errorText(error) });
    }
  };

  // A send that failed for want of a connection starts again when the phone is back online.
  useEffect(() => {
    if (sending?.failure !== 'offline' || !grant || grant === 'opening') return;
    const resume = () => void send(sending, grant.grant);
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [sending, grant]);

  const pick = async (picked: File) => {
    if (!grant || grant === 'opening') return;
    const allowed = (DOCUMENT_TYPES as readonly string[]).includes(picked.type);
    setWrongType(!allowed);
    setPending(null);
    if (!allowed) return;
    const compressed = await compressPhoto(picked);
    if (compressed.findings.length > 0) return setPending(compressed);
    await send({ file: compressed.file, acknowledged: 0, failure: null }, grant.grant);
  };

  const camera = useLiveCamera({
    enabled: true,
    fallback: () => inputs.current?.takePhoto(),
    onPhoto: (photo) => void pick(photo),
  });

  const busy = (sending !== null && sending.failure === null) || pending !== null;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="lg" p="lg" w="100%" maw={420}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Brand />
            <LanguageSwitch />
          </Group>
          <Title order={1} fz="h2">
            {t('handoff.captureTitle')}
          </Title>
          {grant !== 'opening' && grant?.document && (
            <Text fw={600} data-testid="capture-document" style={{ overflowWrap: 'anywhere' }}>
              {t('handoff.forDocument', { document: grant.document })}
            </Text>
          )}
          {grant === 'opening' ? (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text>{t('handoff.opening')}</Text>
            </Group>
          ) : grant === null ? (
            <Alert color="red" role="alert">
              {t('handoff.linkInvalid')}
            </Alert>
          ) : (
            <>
              <Text c="dimmed">{t('handoff.captureIntro')}</Text>
              <DocumentInputs
                ref={inputs}
                chooseFileLabel={t('handoff.chooseFile')}
                takePhotoLabel={t('handoff.takePhoto')}
                onPick={(file) => void pick(file)}
              />
              {camera.filming ? (
                <Suspense fallback={<Loader size="sm" />}>
                  <CameraCapture {...camera.cameraProps} />
                </Suspense>
              ) : (
                <>
                  <Button size="lg" leftSection={<IconCamera size={20} />} disabled={busy} onClick={camera.takePhoto}>
                    {t('handoff.takePhoto')}
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconUpload size={18} />}
                    disabled={busy}
                    onClick={() => inputs.current?.chooseFile()}
                  >
                    {t('handoff.chooseFile')}
                  </Button>
                  {camera.failed && (
                    <Text size="sm" c="dimmed">
                      {t('documents.camera.unavailable')}
                    </Text>
                  )}
                </>
              )}
              {pending && (
                <PhotoQualityNotice
                  findings={pending.findings}
                  onRetake={() => {
                    setPending(null);
                    camera.takePhoto();
                  }}
                  onUseAnyway={() => {
                    setPending(null);
                    void send({ file: pending.file, acknowledged: 0, failure: null }, grant.grant);
                  }}
                />
              )}
              {wrongType && (
                <Text c="red" size="sm" role="alert">
                  {t('handoff.wrongType')}
                </Text>
              )}
              {sending && (
                <Stack gap={4} role="status">
                  <Text size="sm">{t('handoff.sending', { name: sending.file.name })}</Text>
                  <Progress
                    value={(100 * sending.acknowledged) / sending.file.size}
                    aria-label={t('handoff.sending', { name: sending.file.name })}
                  />
                  {sending.failure === 'offline' && <Text size="sm">{t('handoff.waitingForConnection')}</Text>}
                  {sending.failure && sending.failure !== 'offline' && (
                    <Group gap="sm">
                      <Text size="sm" c="red">
                        {t('handoff.sendFailed', { message: sending.failure })}
                      </Text>
                      <Button size="xs" variant="default" onClick={() => void send(sending, grant.grant)}>
                        {t('handoff.tryAgain')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
              {sent.map((document, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <IconCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('handoff.sent', { name: document.name, size: formatBytes(document.size) })}
                  </Text>
                </Group>
              ))}
              {sent.length > 0 && !sending && <Text fw={500}>{t('handoff.done')}</Text>}
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
