import { useEffect, useId, useState } from 'react';
import { Group, Input, Paper, Tabs, Text, Textarea } from '@mantine/core';
import { Markdown } from '../../../shared/ui/Markdown';
import { CONTENT_TEXT as T } from '../content-texts';

type Mode = 'text' | 'preview';

/**
 * A Markdown text for FormField: the source in a textarea, and a «Предпросмотр» tab that renders it as visitors will
 * see it (the site's safe renderer). A validation message brings the text tab back, so that it can be seen and fixed.
 */
export function MarkdownField({
  value,
  onChange,
  onBlur,
  name,
  ref,
  error,
  label,
  maxLength,
  withAsterisk,
  minRows = 10,
  'data-testid': testId,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
  error?: string;
  label: string;
  maxLength: number;
  withAsterisk?: boolean;
  minRows?: number;
  'data-testid'?: string;
}) {
  const [mode, setMode] = useState<Mode>('text');
  const id = useId();
  useEffect(() => {
    if (error) setMode('text');
  }, [error]);

  return (
    <Tabs
      value={mode}
      onChange={(next) => setMode(next === 'preview' ? 'preview' : 'text')}
      variant="outline"
    >
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Input.Label htmlFor={id} required={withAsterisk} mb={4}>
          {label}
        </Input.Label>
        <Tabs.List aria-label={`${label}: текст или предпросмотр`}>
          <Tabs.Tab value="text" data-testid={testId && `${testId}-text-tab`}>
            {T.textTab}
          </Tabs.Tab>
          <Tabs.Tab value="preview" data-testid={testId && `${testId}-preview-tab`}>
            {T.previewTab}
          </Tabs.Tab>
        </Tabs.List>
      </Group>
      <Tabs.Panel value="text" pt="xs">
        <Textarea
          id={id}
          ref={ref}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
          onBlur={onBlur}
          error={error}
          aria-required={withAsterisk || undefined}
          maxLength={maxLength}
          autosize
          minRows={minRows}
          maxRows={30}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 14 } }}
          inputWrapperOrder={['input', 'description', 'error']}
          description={`${T.markdownHint} · ${value.length} / ${maxLength}`}
          data-testid={testId}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'md' }}
          mih={120}
          data-testid={testId && `${testId}-preview`}
        >
          {value.trim() ? <Markdown source={value} /> : <Text c="gray.7">{T.previewEmpty}</Text>}
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
