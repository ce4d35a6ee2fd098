import { useState } from 'react';
import { ActionIcon, Alert, Box, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { MODERATION_TEXT } from '../moderation-texts';

const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/**
 * The watermarked passport photo (or a vehicle's document, issue 29) with zoom: the buttons, a click on the picture
 * (one step up, back to the start after the largest), or the keys + / − / 0 while the picture area has focus; the
 * area scrolls when zoomed in.
 */
export function PassportViewer({
  src,
  alt,
  label = MODERATION_TEXT.viewerLabel,
  errorText = MODERATION_TEXT.photoError,
  testId = 'passport',
}: {
  src: string;
  alt: string;
  /** What the picture is, for the zoom area's name. */
  label?: string;
  errorText?: string;
  testId?: string;
}) {
  const [step, setStep] = useState(0);
  const [failed, setFailed] = useState(false);
  const last = ZOOM_STEPS.length - 1;
  const zoom = ZOOM_STEPS[step] ?? 1;
  const zoomIn = () => setStep((current) => Math.min(last, current + 1));
  const zoomOut = () => setStep((current) => Math.max(0, current - 1));

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') setStep(0);
    else return;
    event.preventDefault();
  };

  if (failed) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        data-testid={`${testId}-viewer-error`}
      >
        {errorText}
      </Alert>
    );
  }

  return (
    <Box data-testid={`${testId}-viewer`}>
      <Group gap="xs" mb="xs" justify="space-between">
        <Group gap={4}>
          <ActionIcon
            variant="default"
            onClick={zoomOut}
            disabled={step === 0}
            aria-label={MODERATION_TEXT.zoomOut}
          >
            <IconZoomOut size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={zoomIn}
            disabled={step === last}
            aria-label={MODERATION_TEXT.zoomIn}
          >
            <IconZoomIn size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => setStep(0)}
            disabled={step === 0}
            aria-label={MODERATION_TEXT.zoomReset}
          >
            <IconZoomReset size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="sm" c="gray.7" aria-live="polite" data-testid={`${testId}-zoom`}>
          {Math.round(zoom * 100)}&nbsp;%
        </Text>
      </Group>
      <Box
        tabIndex={0}
        role="group"
        aria-label={`${label}: клавиши плюс и минус меняют масштаб`}
        onKeyDown={onKeyDown}
        style={{
          overflow: 'auto',
          maxHeight: '65vh',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        <img
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
          onClick={() => setStep((current) => (current === last ? 0 : current + 1))}
          data-testid={`${testId}-image`}
          style={{
            display: 'block',
            width: `${zoom * 100}%`,
            maxWidth: 'none',
            cursor: step === last ? 'zoom-out' : 'zoom-in',
          }}
        />
      </Box>
    </Box>
  );
}
