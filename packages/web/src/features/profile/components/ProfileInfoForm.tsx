import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Alert, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { TSessionUser } from '@fura/domain/user';
import { avatarUrl } from '../../../shared/format/avatar';
import { AddressField } from '../../../shared/ui/inputs/AddressField';
import { FormErrorAlert } from '../../../shared/ui/inputs/FormErrorAlert';
import { FormField } from '../../../shared/ui/inputs/FormField';
import { NoPasteTextField } from '../../../shared/ui/inputs/NoPasteTextField';
import { SubmitButton } from '../../../shared/ui/inputs/SubmitButton';
import { readServerError, showErrorToasts } from '../../../shared/ui/inputs/server-errors';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useUserEditMutation } from '../api/user-edit';
import { avatarFileError } from '../avatar-file';
import {
  CONTRACT_OPTIONS,
  PROFILE_SERVER_FIELDS,
  ZProfileForm,
  profileFormValues,
  toUserChange,
} from '../profile-form';
import { AvatarPicker } from './AvatarPicker';

export const PROFILE_SAVED = 'Данные сохранены';
const HOME_BASE_LABEL = 'Домашняя база';
/** Where «Обратный груз» heads back to (issue 26) instead of the deal's departure. */
const HOME_BASE_HINT = 'Город, куда вы возвращаетесь — для поиска обратного груза';

/** Name, contract type and avatar; saved as multipart to /api/user/user-edit (SPEC §7). */
export function ProfileInfoForm({ user }: { user: TSessionUser }) {
  const edit = useUserEditMutation();
  const isCarrier = user.type === 'carrier';
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(ZProfileForm),
    defaultValues: profileFormValues(user),
  });

  const pickAvatar = (file: File | null) => {
    setSaved(false);
    setAvatar(file);
    setAvatarError(file ? avatarFileError(file) : null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormErrors([]);
    setSaved(false);
    if (avatar && avatarFileError(avatar)) return;
    let updated: TSessionUser | undefined;
    try {
      updated = (await edit.mutateAsync({ change: toUserChange(values, isCarrier), avatar })).user;
    } catch (error) {
      const report = readServerError(error, PROFILE_SERVER_FIELDS);
      for (const item of report.fieldErrors) {
        if (item.field === 'avatar') setAvatarError(item.msg);
        else setError(item.field, { message: item.msg });
      }
      setFormErrors(report.general);
      showErrorToasts(report.general);
      return;
    }
    pickAvatar(null);
    reset(updated ? profileFormValues(updated) : values);
    setSaved(true);
    showSuccessToast(PROFILE_SAVED);
  });

  const initials = `${user.name.first.charAt(0)}${user.name.last.charAt(0)}`.toUpperCase();

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <FormErrorAlert messages={formErrors} testId="profile-error" />
        {saved ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck />} data-testid="profile-saved">
            {PROFILE_SAVED}
          </Alert>
        ) : null}
        <AvatarPicker
          currentUrl={avatarUrl(user.avatar)}
          initials={initials}
          file={avatar}
          onChange={pickAvatar}
          error={avatarError}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FormField
            control={control}
            name="first"
            component={NoPasteTextField}
            label="Имя"
            autoComplete="given-name"
            required
            data-testid="profile-first"
          />
          <FormField
            control={control}
            name="last"
            component={NoPasteTextField}
            label="Фамилия"
            autoComplete="family-name"
            required
            data-testid="profile-last"
          />
        </SimpleGrid>
        <Controller
          name="contract"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              {...field}
              onChange={(value) => field.onChange(value ?? CONTRACT_OPTIONS[0]?.value)}
              label="Тип договора"
              data={CONTRACT_OPTIONS}
              allowDeselect={false}
              checkIconPosition="right"
              error={fieldState.error?.message}
              data-testid="profile-contract"
            />
          )}
        />
        {isCarrier ? (
          <Controller
            name="homeBase"
            control={control}
            render={({ field, fieldState }) => (
              <AddressField
                label={HOME_BASE_LABEL}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={fieldState.error?.message}
                placeholder={HOME_BASE_HINT}
                data-testid="profile-home-base"
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <SubmitButton
            loading={formState.isSubmitting}
            disabled={avatarError !== null}
            data-testid="profile-submit"
          >
            Сохранить
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
