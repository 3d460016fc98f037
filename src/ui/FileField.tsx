import { lazy, Suspense, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Input, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconDeviceMobile, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  documentFault,
  shortFileName,
  sniffType,
  type DocumentMimeType,
  type PhotoFinding,
} from '@/contract';
import { checkRoomFor, describeBase64, NoRoomError, readFileAsAttachment, type Attachment } from '@/offline';
import { AttachmentPreview } from './AttachmentPreview';
import { compressPhoto } from './capture/compress-photo';
import { DocumentInputs, type DocumentInputsHandle } from './DocumentInputs';
import { formatBytes } from '@/app/wording/format';
import { HandoffStepContext } from './handoff-step';
import { PhotoQualityNotice, useFindingNames } from './capture/PhotoQualityNotice';
import { PHONE_SCREEN, useLiveCamera } from './capture/live-camera';
import { useTranslation } from '@/app/i18n';

// The dialog and its QR code load only when someone asks for them.
const PhoneHandoffDialog = lazy(() => import('./PhoneHandoffDialog'));
// So does the live camera, on a phone.
const CameraDialog = lazy(() => import('./capture/CameraDialog'));

/** A document as the contract carries it: base64 content (no data: prefix) and the file's name. */
export interface FileFieldValue {
  name: string;
  content: string;
}

export interface FileFieldProps {
  label: string;
  /** Shown under the label, e.g. The product's "issued within the last 3 months" hint. */
  description?: ReactNode;
  required?: boolean;
  /** null (or an empty content) when nothing is attached. */
  value: FileFieldValue | null;
  /**
   * Called with the read attachment, or null when removed. Wrong types and sizes never reach it; a photo the quality
   * checks found fault with comes with those findings, kept unless the customer retakes it.
   */
  onChange: (attachment: Attachment | null, keptFindings?: PhotoFinding[]) => void;
  /** The form's error for this document (e.g. missing); a wrong type or size shows its own message. */
  error?: ReactNode;
  maxBytes?: number;
  disabled?: boolean;
  /** The field's name in its step, for "Use my phone" (documentFieldProps gives it); the step comes from StepForm or `handoffStep`. */
  handoffField?: string;
  handoffStep?: string;
  /** The document as the phone's capture page names it ("Passport – Identity document"); the label otherwise. */
  handoffDocument?: string;
}

/** Other screens name file sizes as the document field does. */
export { formatBytes };

const isAllowedType = (type: string) => (DOCUMENT_TYPES as readonly string[]).includes(type);

/** A file of an allowed type is what a parse of its header says, as the server checks it: an .exe renamed .jpg is not. */
async function isWhatItSays(file: File) {
  const actual = sniffType(new Uint8Array(await file.arrayBuffer()));
  return actual !== null && (actual === file.type || (file.type === 'image/jpg' && actual === 'image/jpeg'));
}

/**
 * Product §5's document picker: JPEG, PNG or PDF only ('JPGs, JPEGs, PNGs and PDFs only'), read as base64, at most
 * 10 MB once photos are made small (compress-photo.ts). "Choose a file" or, on a phone, "Take a photo" with the back
 * camera. An attached document shows a thumbnail (images) or an icon (PDFs) that opens it full screen, its name cut
 * to 30 characters, the size sent (and the photo's own size when it was made smaller) and a remove button. On a
 * wide screen, "Use my phone" hands the field off to the phone's camera (PhoneHandoffDialog). A photo the quality
 * checks find fault with (photo-quality.ts) is attached with what to do about it, Retake and "Use it anyway"
 * (PhotoQualityNotice): nothing is refused, and the findings kept go with the document. On a phone-sized screen,
 * "Take a photo" shows the live camera, which takes the photo by itself (CameraDialog); where the camera is refused or
 * missing, the `capture` input opens instead.
 */
export function FileField(props: FileFieldProps) {
  const {
    label,
    description,
    required,
    value,
    onChange,
    error,
    maxBytes = DOCUMENT_MAX_BYTES,
    disabled,
    handoffField,
    handoffDocument,
  } = props;
  const { t } = useTranslation();
  const contextStep = useContext(HandoffStepContext);
  const handoffStep = props.handoffStep ?? contextStep;
  const wide = useMediaQuery('(min-width: 62em)');
  const phone = useMediaQuery(PHONE_SCREEN);
  const [handingOff, setHandingOff] = useState(false);
  const inputId = useId();
  const inputs = useRef<DocumentInputsHandle>(null);
  /** The picked photo's own size, for the attachment it became (not kept in the draft: a restored one shows its size). */
  const [original, setOriginal] = useState<{ content: string; bytes: number } | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  /** The findings of the attachment shown, and whether the customer answered them (Use it anyway). */
  const [kept, setKept] = useState<{ content: string; findings: PhotoFinding[]; answered: boolean } | null>(null);
  const [source, setSource] = useState<'file' | 'camera'>('file');
  const findingNames = useFindingNames();
  const attached = value && value.content ? value : null;
  const { type, size } = attached ? describeBase64(attached.content) : { type: '', size: 0 };

  const pick = async (picked: File) => {
    if (!isAllowedType(picked.type)) return setOwnError(t('documents.wrongType'));
    if (!(await isWhatItSays(picked))) return setOwnError(t('serverErrors.notADocument', { name: picked.name }));
    setOwnError(null);
    setReading(true);
    try {
      const { file, originalBytes, findings } = await compressPhoto(picked);
      if (file.size > maxBytes)
        return setOwnError(t('documents.tooLarge', { size: formatBytes(file.size), limit: formatBytes(maxBytes) }));
      // What is sent must be its type all the way through, as the server checks it: a photo made smaller is anew.
      const fault = documentFault(
        new Uint8Array(await file.arrayBuffer()),
        file.type === 'image/jpg' ? 'image/jpeg' : (file.type as DocumentMimeType),
      );
      if (fault) return setOwnError(t(`serverErrors.${fault}`, { name: picked.name }));
      // Kept in the draft on this device: a file that would not fit is refused before anything is written.
      await checkRoomFor(file.size);
      const attachment = await readFileAsAttachment(file);
      setOriginal(originalBytes > file.size ? { content: attachment.content, bytes: originalBytes } : null);
      setKept(findings.length > 0 ? { content: attachment.content, findings, answered: false } : null);
      onChange(attachment, findings.length > 0 ? findings : undefined);
    } catch (error) {
      if (error instanceof NoRoomError)
        setOwnError(
          error.free === undefined
            ? t('deviceStorage.noRoomLeft', { needed: formatBytes(error.needed) })
            : t('deviceStorage.noRoom', { needed: formatBytes(error.needed), free: formatBytes(error.free) }),
        );
      else setOwnError(t('documents.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const camera = useLiveCamera({
    enabled: phone,
    fallback: () => inputs.current?.takePhoto(),
    onPhoto: (photo) => void pick(photo),
  });

  const open = (from: 'file' | 'camera') => {
    setSource(from);
    if (from === 'file') inputs.current?.chooseFile();
    else camera.takePhoto();
  };

  const pickerStyles = {
    root: { borderStyle: 'dashed', borderColor: ownError || error ? 'var(--mantine-color-error)' : undefined },
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={ownError ?? error}
      labelProps={{ htmlFor: inputId }}
    >
      <DocumentInputs
        ref={inputs}
        id={inputId}
        chooseFileLabel={label}
        takePhotoLabel={t('documents.takePhotoFor', { label })}
        disabled={disabled}
        onPick={(file) => void pick(file)}
      />
      {attached ? (
        <Paper withBorder radius="md" p="xs" mt={4}>
          <Group gap="sm" wrap="nowrap">
            <AttachmentPreview label={label} name={attached.name} content={attached.content} type={type} />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} title={attached.name} style={{ overflowWrap: 'anywhere' }}>
                {shortFileName(attached.name)}
              </Text>
              <Text size="xs" c="dimmed">
                {original?.content === attached.content
                  ? t('documents.photoSent', { photo: formatBytes(original.bytes), sent: formatBytes(size) })
                  : formatBytes(size)}
              </Text>
              {kept?.content === attached.content && kept.answered && (
                <Text size="xs" c="yellow.9">
                  {t('documents.quality.overridden', { findings: findingNames(kept.findings) })}
                </Text>
              )}
            </Box>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('documents.remove', { label })}
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          {kept?.content === attached.content && !kept.answered && (
            <PhotoQualityNotice
              findings={kept.findings}
              onRetake={() => {
                setKept(null);
                onChange(null);
                open(source);
              }}
              onUseAnyway={() => setKept({ ...kept, answered: true })}
            />
          )}
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={4}>
            <Button
              variant="default"
              fullWidth
              leftSection={<IconUpload size={16} />}
              loading={reading}
              disabled={disabled}
              onClick={() => open('file')}
              styles={pickerStyles}
            >
              {t('documents.chooseFile')}
            </Button>
            <Button
              variant="default"
              fullWidth
              leftSection={<IconCamera size={16} />}
              disabled={disabled || reading}
              onClick={() => open('camera')}
              styles={pickerStyles}
            >
              {t('documents.takePhoto')}
            </Button>
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={4}>
            {reading ? t('documents.preparing') : t('documents.accepted', { limit: formatBytes(maxBytes) })}
          </Text>
          {camera.failed && (
            <Text size="xs" c="dimmed">
              {t('documents.camera.unavailable')}
            </Text>
          )}
          {wide && handoffStep && handoffField && (
            <Button
              variant="subtle"
              size="compact-sm"
              mt={4}
              leftSection={<IconDeviceMobile size={16} />}
              disabled={disabled || reading}
              aria-label={t('handoff.usePhoneFor', { label })}
              onClick={() => setHandingOff(true)}
            >
              {t('handoff.usePhone')}
            </Button>
          )}
        </>
      )}
      {camera.filming && (
        <Suspense>
          <CameraDialog title={t('documents.takePhotoFor', { label })} {...camera.cameraProps} />
        </Suspense>
      )}
      {handingOff && handoffStep && handoffField && (
        <Suspense>
          <PhoneHandoffDialog
            step={handoffStep}
            field={handoffField}
            label={label}
            document={handoffDocument ?? label}
            onClose={() => setHandingOff(false)}
            onDocument={(attachment) => {
              setOriginal(null);
              setKept(null);
              setOwnError(null);
              onChange(attachment);
            }}
          />
        </Suspense>
      )}
    </Input.Wrapper>
  );
}
