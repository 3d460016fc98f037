import { useEffect, useState } from 'react';
import { Anchor, Box, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFile, IconFileTypePdf } from '@tabler/icons-react';
import { shortFileName } from '@/contract';
import { attachmentDataUrl } from '@/offline';
import { useTranslation } from '@/app/i18n';

interface AttachmentPreviewProps {
  /** The field's label, for the names of the button and the dialog. */
  label: string;
  name: string;
  content: string;
  type: string;
}

/**
 * An attached document's thumbnail (images) or icon (PDFs); pressed, it opens the document full screen: an image
 * fitted to the screen (pressed again: its own size, scrollable), a PDF in the browser's viewer from a blob URL made
 * only while open.
 */
export function AttachmentPreview({ label, name, content, type }: AttachmentPreviewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const isImage = type.startsWith('image/');
  const Icon = type === 'application/pdf' ? IconFileTypePdf : IconFile;
  return (
    <>
      <UnstyledButton
        aria-label={t('documents.open', { label })}
        onClick={() => setOpen(true)}
        data-touch-target
        style={{
          flexShrink: 0,
          borderRadius: 6,
          lineHeight: 0,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {isImage ? (
          <Box
            component="img"
            src={attachmentDataUrl(content, type)}
            alt=""
            w={44}
            h={44}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : (
          <Icon size={36} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
        )}
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        fullScreen
        title={t('documents.previewTitle', { label, name: shortFileName(name) })}
        styles={{ body: { padding: 0 } }}
      >
        {open &&
          (isImage ? (
            <ZoomableImage src={attachmentDataUrl(content, type)} alt={label} />
          ) : (
            <PdfFrame content={content} type={type} title={label} />
          ))}
      </Modal>
    </>
  );
}

function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <Box
      style={{
        height: 'calc(100dvh - 60px)',
        overflow: 'auto',
        display: zoomed ? 'block' : 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        title={zoomed ? t('documents.fitToScreen') : t('documents.fullSize')}
        onClick={() => setZoomed((value) => !value)}
        style={
          zoomed
            ? { cursor: 'zoom-out', display: 'block' }
            : { cursor: 'zoom-in', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }
        }
      />
    </Box>
  );
}

function PdfFrame({ content, type, title }: { content: string; type: string; title: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
    const objectUrl = URL.createObjectURL(new Blob([bytes], { type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [content, type]);
  if (!url) return null;
  return (
    <Stack gap={0} style={{ height: 'calc(100dvh - 60px)' }}>
      <iframe src={url} title={title} style={{ flex: 1, width: '100%', border: 0 }} />
      <Text size="sm" p="xs" ta="center">
        <Anchor href={url} target="_blank" rel="noopener">
          {t('documents.openInNewTab')}
        </Anchor>
      </Text>
    </Stack>
  );
}
