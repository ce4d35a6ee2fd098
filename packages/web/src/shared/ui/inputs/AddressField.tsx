import { useEffect, useState } from 'react';
import { Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TPlace } from '@fura/domain/article-schemas';
import type { TPlaceSuggestion } from '@fura/domain/address';
import { ADDRESS_SUGGEST_MIN_LENGTH, useAddressSuggestions } from '../../api/suggest-address';

export const ADDRESS_FIELD_TEXT = {
  nothingFound: 'Ничего не найдено',
  loading: 'Ищем…',
  failed: 'Не удалось загрузить подсказки, попробуйте ещё раз',
} as const;

const DEBOUNCE_MS = 250;

export interface AddressFieldProps {
  label: string;
  value: TPlace | null;
  onChange: (place: TPlace | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: React.Ref<HTMLInputElement>;
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

export function suggestionToPlace(suggestion: TPlaceSuggestion): TPlace {
  return {
    address: suggestion.value,
    settlement: suggestion.settlement,
    region: suggestion.region,
    lat: suggestion.lat,
    lon: suggestion.lon,
    placeId: suggestion.placeId,
  };
}

/**
 * «Тольятти» over «Самарская область»: the first part of the value, then the rest, fainter but in the option's own
 * colour (white on the highlighted option, where Mantine's dimmed grey would be unreadable).
 */
function OptionLabel({ suggestion }: { suggestion: TPlaceSuggestion }) {
  const [first = suggestion.value, ...rest] = suggestion.value.split(', ');
  return (
    <>
      <Text fw={500} size="md" lh={1.3}>
        {first}
      </Text>
      {rest.length > 0 && (
        <Text size="sm" lh={1.3} opacity={0.7}>
          {rest.join(', ')}
        </Text>
      )}
    </>
  );
}

/**
 * A settlement picker: type two letters, pick a suggestion from the server (DaData or the bundled list). The value
 * is a whole place with coordinates or null: typing after a pick clears it, so a chosen place always has them.
 * Pasting is allowed: this is a search box, not free text (SPEC §5 aims at free-text fields).
 */
export function AddressField({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  error,
  placeholder,
  disabled,
  'data-testid': testId,
}: AddressFieldProps) {
  // What the user is typing; null while the field shows the chosen place (or nothing).
  const [draft, setDraft] = useState<string | null>(null);
  // A place set from outside (a form reset, an edit page loading) ends any typing.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setDraft(null);
  }
  const text = value ? value.address : (draft ?? '');
  const [debounced] = useDebouncedValue(text, DEBOUNCE_MS);
  const searching = draft !== null && !value && draft.trim().length >= ADDRESS_SUGGEST_MIN_LENGTH;
  const query = useAddressSuggestions(debounced, searching);
  const suggestions = searching ? (query.data ?? []) : [];
  const waiting = searching && (query.isFetching || debounced !== text);

  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // A new list starts unhighlighted: ArrowDown goes to its first option (and names it to a screen reader).
  useEffect(() => {
    combobox.resetSelectedOption();
    // Only when a new list arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);
  const openWhen = (typed: string) => {
    if (typed.trim().length >= ADDRESS_SUGGEST_MIN_LENGTH) combobox.openDropdown();
    else combobox.closeDropdown();
  };

  const pick = (index: string) => {
    const suggestion = suggestions[Number(index)];
    if (!suggestion) return;
    setDraft(null);
    onChange(suggestionToPlace(suggestion));
    combobox.closeDropdown();
  };

  // Enter never submits the form from an unresolved address: it takes the highlighted suggestion (Mantine's own
  // handler) or, with none highlighted, the first one.
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !searching) return;
    event.preventDefault();
    if (combobox.getSelectedOptionIndex() === -1 && suggestions.length > 0) pick('0');
  };

  let status: string | null = null;
  if (query.isError && !waiting) status = ADDRESS_FIELD_TEXT.failed;
  else if (suggestions.length === 0)
    status = waiting ? ADDRESS_FIELD_TEXT.loading : ADDRESS_FIELD_TEXT.nothingFound;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} width="target" withinPortal>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={ref}
          name={name}
          label={label}
          placeholder={placeholder}
          error={error}
          disabled={disabled}
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          data-testid={testId}
          rightSection={waiting ? <Loader size={16} aria-label={ADDRESS_FIELD_TEXT.loading} /> : null}
          aria-autocomplete="list"
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (value) onChange(null);
            openWhen(event.currentTarget.value);
          }}
          onFocus={() => openWhen(searching ? text : '')}
          onClick={() => openWhen(searching ? text : '')}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={320} type="scroll">
            {suggestions.map((suggestion, index) => (
              <Combobox.Option
                key={`${suggestion.placeId ?? suggestion.value}-${index}`}
                value={String(index)}
                data-testid="address-option"
                py={10}
                style={{ minHeight: 44 }}
              >
                <OptionLabel suggestion={suggestion} />
              </Combobox.Option>
            ))}
            {status && <Combobox.Empty py={10}>{status}</Combobox.Empty>}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
