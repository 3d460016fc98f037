import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Image, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import type { ResponseOf, Endpoints } from '@/contract';
import { adoptUpload, type Attachment } from '@/offline';
import { api } from '@/app/api';
import { useTranslation } from '@/app/i18n';

const POLL_MS = 2_000;

export interface PhoneHandoffDialogProps {
  step: string;
  field: string;
  label: string;
  /** The document as the phone's page names it, sent with the link's start. */
  document: string;
  onClose: () => void;
  /** A document the phone sent, read as a picked file would be. */
  onDocument: (attachment: Attachment) => void;
}

/**
 * "Use my phone": a QR code of a single-use link (and "Send me a link" by mail) that opens the capture page on the
 * phone; the documents the phone sends are watched by polling (which pauses offline and resumes when back), and the
 * first one finished comes into the field, named by the phone's upload so it is not sent again. Closing the
 * dialog (or leaving the page), or the arrival of the document, cancels the hand-off: the link and the phone's grant
 * stop working.
 */
const cancel = (handoffId: string) =>
  void api.call('cancelHandoff', { params: { handoffId } }, { quiet: true }).catch(() => undefined);

export default function PhoneHandoffDialog({
  step,
  field,
  label,
  document,
  onClose,
  onDocument,
}: PhoneHandoffDialogProps) {
  const { t } = useTranslation();
  const [started, setStarted] = useState<ResponseOf<Endpoints['startHandoff']> | 'starting' | 'failed'>('starting');
  const [qr, setQr] = useState<string | null>(null);
  const [mailed, setMailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const taken = useRef(false);
  // Named as the dialog opened: a link is not made again for a name changed meanwhile.
  const documentName = useRef(document);
  const handoffId = typeof started === 'object' ? started.handoffId : undefined;

  useEffect(() => {
    let live: string | undefined;
    let gone = false;
    setStarted('starting');
    setMailed(false);
    api.call('startHandoff', { body: { step, field, document: documentName.current } }).then(
      (handoff) => {
        if (gone) return cancel(handoff.handoffId);
        live = handoff.handoffId;
        setStarted(handoff);
      },
      () => !gone && setStarted('failed'),
    );
    // The dialog closed (Cancel, or the page left) or a new link asked for: the link made here stops working at once.
    return () => {
      gone = true;
      if (live && !taken.current) cancel(live);
    };
  }, [step, field, attempt]);
  const start = () => setAttempt((count) => count + 1);
  useEffect(() => {
    // Dark modules on white with the standard's 4-module quiet zone, in dark mode too: a phone reads it on any background.
    if (typeof started === 'object')
      void QRCode.toDataURL(started.link, { margin: 4, width: 240, color: { dark: '#000000', light: '#ffffff' } }).then(
        setQr,
      );
  }, [started]);

  const status = useQuery({
    queryKey: ['handoff', handoffId],
    queryFn: () => api.call('handoffStatus', { params: { handoffId: handoffId! } }, { quiet: true }),
    enabled: !!handoffId,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });

  const arrived = status.data?.documents.find((document) => document.type && document.received === document.size);
  useEffect(() => {
    if (!arrived || !handoffId || taken.current) return;
    taken.current = true;
    api
      .call('handoffDocument', { params: { handoffId, uploadId: arrived.uploadId } }, { quiet: true })
      .then((document) => {
        adoptUpload(document.content, arrived.uploadId);
        onDocument({ name: document.name, type: document.type, size: arrived.size, content: document.content });
        cancel(handoffId);
        onClose();
      })
      .catch(() => {
        taken.current = false;
      });
  }, [arrived, handoffId, onDocument, onClose]);

  const mail = () => {
    if (typeof started !== 'object') return;
    void api
      .call('mailHandoffLink', { params: { handoffId: started.handoffId }, body: { token: started.token } })
      .then(() => setMailed(true));
  };

  const state = status.data?.state ?? 'waiting';
  const incoming = status.data?.documents.find((document) => document.received < document.size);
  return (
    <Modal opened onClose={onClose} title={t('handoff.title')} centered>
      {started === 'starting' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('handoff.starting')}</Text>
        </Group>
      ) : started === 'failed' ? (
        <Stack>
          <Alert color="red" role="alert">
            {t('handoff.startFailed')}
          </Alert>
          <Button onClick={start}>{t('handoff.tryAgain')}</Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('handoff.scan', { label })}</Text>
          {started.thisComputerOnly && (
            <Alert color="yellow" role="note" title={t('handoff.thisComputerOnlyTitle')}>
              {t('handoff.thisComputerOnly')}
            </Alert>
          )}
          {qr && <Image src={qr} alt={t('handoff.qrAlt')} w={240} h={240} mx="auto" />}
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('handoff.linkLabel')}
            </Text>
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="handoff-link">
              {started.link}
            </Text>
          </Stack>
          <Stack gap={4} role="status">
            {state === 'cancelled' || state === 'expired' ? (
              <Text size="sm">{t('handoff.ended')}</Text>
            ) : incoming ? (
              <>
                <Text size="sm">
                  {t('handoff.receiving', {
                    name: incoming.name,
                    percent: Math.floor((100 * incoming.received) / incoming.size),
                  })}
                </Text>
                <Progress value={(100 * incoming.received) / incoming.size} aria-label={incoming.name} />
              </>
            ) : (
              <Text size="sm">{t(state === 'opened' ? 'handoff.opened' : 'handoff.waiting')}</Text>
            )}
            {mailed && <Text size="sm">{t('handoff.linkSent')}</Text>}
          </Stack>
          <Group justify="space-between">
            <Button variant="default" onClick={onClose}>
              {t('handoff.cancel')}
            </Button>
            {state === 'cancelled' || state === 'expired' ? (
              <Button onClick={start}>{t('handoff.newLink')}</Button>
            ) : (
              <Button variant="light" onClick={mail} disabled={mailed || state !== 'waiting'}>
                {t('handoff.sendLink')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
