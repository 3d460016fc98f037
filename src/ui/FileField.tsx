import { useId, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Group, Input, Paper, Text } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, DOCUMENT_TYPE_MESSAGE, DOCUMENT_TYPES, shortFileName } from '@/contract';
import { attachmentDataUrl, describeBase64, readFileAsAttachment, type Attachment } from '@/offline';

/** A document as the contract carries it: base64 content (no data: prefix) and the file's name. */
export interface FileFieldValue {
  name: string;
  content: string;
}

export interface FileFieldProps {
  label: string;
  /** Shown under the label, e.g. SPEC's "issued within the last 3 months" hint. */
  description?: ReactNode;
  required?: boolean;
  /** null (or an empty content) when nothing is attached. */
  value: FileFieldValue | null;
  /** Called with the read attachment, or null when removed. Wrong types and sizes never reach it. */
  onChange: (attachment: Attachment | null) => void;
  /** The form's error for this document (e.g. missing); a wrong type or size shows its own message. */
  error?: ReactNode;
  maxBytes?: number;
  disabled?: boolean;
}

export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} B`;

const isAllowedType = (type: string) => (DOCUMENT_TYPES as readonly string[]).includes(type);

/**
 * SPEC 5's document picker: JPEG, PNG or PDF only ('JPGs, JPEGs, PNGs and PDFs only'), read as base64, at most
 * 10 MB. An attached document shows a thumbnail (images) or an icon (PDFs), its name cut to 30 characters, its
 * size and a remove button.
 */
export function FileField({ label, description, required, value, onChange, error, maxBytes = DOCUMENT_MAX_BYTES, disabled }: FileFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const attached = value && value.content ? value : null;
  const { type, size } = attached ? describeBase64(attached.content) : { type: '', size: 0 };

  const pick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isAllowedType(file.type)) return setOwnError(DOCUMENT_TYPE_MESSAGE);
    if (file.size > maxBytes) return setOwnError(`This file is ${formatBytes(file.size)}; the limit is ${formatBytes(maxBytes)}. Choose a smaller file.`);
    setOwnError(null);
    setReading(true);
    try {
      onChange(await readFileAsAttachment(file));
    } catch {
      setOwnError('The file could not be read. Please choose it again.');
    } finally {
      setReading(false);
    }
  };

  return (
    <Input.Wrapper label={label} description={description} required={required} error={ownError ?? error} labelProps={{ htmlFor: inputId }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        disabled={disabled}
        aria-label={label}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
      />
      {attached ? (
        <Paper withBorder radius="md" p="xs" mt={4}>
          <Group gap="sm" wrap="nowrap">
            <Thumbnail content={attached.content} type={type} />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} title={attached.name} style={{ overflowWrap: 'anywhere' }}>
                {shortFileName(attached.name)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(size)}
              </Text>
            </Box>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label}`} disabled={disabled} onClick={() => onChange(null)}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Paper>
      ) : (
        <Button
          mt={4}
          variant="default"
          fullWidth
          leftSection={<IconUpload size={16} />}
          loading={reading}
          disabled={disabled}
          onClick={() => input.current?.click()}
          styles={{ root: { borderStyle: 'dashed', borderColor: ownError || error ? 'var(--mantine-color-error)' : undefined } }}
        >
          {reading ? 'Loading...' : 'Choose a file (JPG, PNG or PDF, up to 10 MB)'}
        </Button>
      )}
    </Input.Wrapper>
  );
}

function Thumbnail({ content, type }: { content: string; type: string }) {
  if (type.startsWith('image/')) {
    return <Box component="img" src={attachmentDataUrl(content, type)} alt="" w={44} h={44} style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />;
  }
  const Icon = type === 'application/pdf' ? IconFileTypePdf : IconFile;
  return <Icon size={36} stroke={1.5} color="var(--mantine-color-red-6)" style={{ flexShrink: 0 }} aria-hidden />;
}
