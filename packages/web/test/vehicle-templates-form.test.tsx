// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TVehicleTemplate } from '@fura/domain/vehicle-templates';
import { TemplateCreatePage } from '../src/features/vehicle-templates/pages/TemplateCreatePage';
import { TemplateEditPage } from '../src/features/vehicle-templates/pages/TemplateEditPage';
import { VEHICLE_TEMPLATES_QUERY_KEY } from '../src/shared/api/vehicle-templates';
import { renderPage } from './inputs/render';
import { fakeXhr, makeTemplate, routeFetch, type SentForm } from './vehicle-templates-fakes';

/** The machine running the tests may be busy: give asynchronous UI a few seconds. */
const WAIT = { timeout: 5000 };

const SAVED = makeTemplate({ _id: 'new1', photo: null });

function newClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

function renderCreate(queryClient = newClient()) {
  return renderPage(<TemplateCreatePage />, { path: '/create-template-auto', queryClient });
}

function renderEdit(id = 't1', queryClient = newClient()) {
  return renderPage(<TemplateEditPage />, {
    path: `/edit-template-auto/${id}`,
    pattern: '/edit-template-auto/:id',
    queryClient,
  });
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function choose(testId: string, option: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

function imageFile(name: string, mime: string, size = 1000): File {
  const file = new File(['x'], name, { type: mime });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pickPhoto(file: File) {
  fireEvent.change(screen.getByTestId('template-photo'), { target: { files: [file] } });
}

function sentTemplate(sent: SentForm): unknown {
  return JSON.parse(sent.form.get('template') as string);
}

function fillRequired() {
  type('template-name', 'Газель белая');
  choose('template-vehicle-type', 'Газель (до 1,5 т)');
  choose('template-body', 'Тент');
  type('template-capacity', '1,5');
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});

describe('TemplateCreatePage', { timeout: 30_000 }, () => {
  it('names every missing required field and sends nothing', async () => {
    const xhr = fakeXhr([]);
    renderCreate();
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByText('Назовите шаблон, например «Газель белая»', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Выберите тип транспорта')).toBeTruthy();
    expect(screen.getByText('Укажите грузоподъёмность в тоннах')).toBeTruthy();
    expect(screen.getByText('Выберите тип кузова')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it('checks the numbers: capacity up to 100 t, volume above zero; letters never get in', async () => {
    fakeXhr([]);
    renderCreate();
    fillRequired();
    type('template-capacity', '150');
    type('template-volume', '0');
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByText('Не больше 100', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Введите число больше нуля')).toBeTruthy();
    type('template-volume', 'abc');
    expect(screen.getByTestId('template-volume')).toHaveProperty('value', '');
  });

  it('sends the template with a photo as multipart, shows upload progress, then goes to the list', async () => {
    const client = newClient();
    client.setQueryData(VEHICLE_TEMPLATES_QUERY_KEY, [makeTemplate({ _id: 'old' })]);
    const xhr = fakeXhr([{ status: 200, body: { error: false, template: SAVED } }], { hold: true });
    renderCreate(client);
    fillRequired();
    type('template-make', 'ГАЗ');
    type('template-model', 'ГАЗель Next');
    type('template-volume', '10,5');
    fireEvent.click(screen.getByLabelText('Боковая'));
    fireEvent.click(screen.getByLabelText('Задняя'));
    pickPhoto(imageFile('truck.jpg', 'image/jpeg'));
    expect(screen.getByTestId('template-photo-preview').getAttribute('src')).toBe('blob:preview');
    fireEvent.click(screen.getByTestId('template-submit'));

    expect((await screen.findByTestId('template-photo-progress', {}, WAIT)).textContent).toContain(
      'Загрузка фото: 40',
    );
    xhr.release();
    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/mytemplate-auto');
    expect(await screen.findByText('Шаблон «Газель белая» сохранён', {}, WAIT)).toBeTruthy();

    const [sent] = xhr.sent;
    expect(sent!.path).toBe('/api/vehicle-template/create');
    expect(sent!.form.get('id')).toBeNull();
    expect(sentTemplate(sent!)).toEqual({
      name: 'Газель белая',
      plate: '',
      vehicleType: 'gazelle',
      make: 'ГАЗ',
      model: 'ГАЗель Next',
      capacityTons: 1.5,
      volumeM3: 10.5,
      bodyType: 'tent',
      loadingTypes: ['side', 'rear'],
      photo: null,
    });
    expect((sent!.form.get('photo') as File).name).toBe('truck.jpg');
    const cached = client.getQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY);
    expect(cached?.map((item) => item._id)).toEqual(['new1', 'old']);
  });

  it('without a volume or a photo sends volume null and no file', async () => {
    const xhr = fakeXhr([{ status: 200, body: { error: false, template: SAVED } }]);
    renderCreate();
    fillRequired();
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByTestId('location', {}, WAIT)).toBeTruthy();
    expect(sentTemplate(xhr.sent[0]!)).toMatchObject({ volumeM3: null, make: '', loadingTypes: [] });
    expect(xhr.sent[0]!.form.get('photo')).toBeNull();
  });

  it('refuses a photo of another type or over 10 MB before sending', () => {
    renderCreate();
    pickPhoto(imageFile('doc.gif', 'image/gif'));
    expect(screen.getByTestId('template-photo-field').textContent).toContain(
      'Загрузите фотографию в формате JPEG, PNG или WebP',
    );
    expect(screen.getByTestId('template-submit')).toHaveProperty('disabled', true);
    pickPhoto(imageFile('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByTestId('template-photo-field').textContent).toContain(
      'Фотография слишком большая: не более 10 МБ',
    );
    pickPhoto(imageFile('ok.webp', 'image/webp'));
    expect(screen.getByTestId('template-photo-field').textContent).not.toContain('Фотография слишком');
    expect(screen.getByTestId('template-submit')).toHaveProperty('disabled', false);
  });

  it('puts server messages on their fields and shows them and general ones as toasts', async () => {
    fakeXhr([
      {
        status: 400,
        body: {
          error: true,
          errors: [
            { msg: 'Не больше 100', param: 'capacityTons' },
            { msg: 'Загрузите фотографию в формате JPEG, PNG или WebP', param: 'photo' },
          ],
        },
      },
      {
        status: 409,
        body: {
          error: true,
          errors: [{ msg: 'Можно сохранить не больше 50 шаблонов транспорта' }],
        },
      },
    ]);
    renderCreate();
    fillRequired();
    fireEvent.click(screen.getByTestId('template-submit'));
    await waitFor(() => expect(screen.getAllByText('Не больше 100').length).toBeGreaterThanOrEqual(2), WAIT);
    expect(screen.getByTestId('template-capacity').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('template-photo-field').textContent).toContain('Загрузите фотографию');
    expect(screen.queryByTestId('location')).toBeNull();

    fireEvent.click(screen.getByTestId('template-submit'));
    const alert = await screen.findByTestId('template-error', {}, WAIT);
    expect(within(alert).getByText('Можно сохранить не больше 50 шаблонов транспорта')).toBeTruthy();
    expect(screen.getAllByText('Можно сохранить не больше 50 шаблонов транспорта').length).toBe(2);
  });
});

describe('TemplateEditPage', { timeout: 30_000 }, () => {
  it('fills the form from the server, keeps the photo and sends the id', async () => {
    const template = makeTemplate();
    routeFetch({
      '/api/vehicle-template/get': () => ({ status: 200, body: { error: false, template } }),
    });
    const xhr = fakeXhr([
      { status: 200, body: { error: false, template: { ...template, name: 'Газель синяя' } } },
    ]);
    renderEdit();
    await waitFor(
      () => expect(screen.getByTestId('template-name')).toHaveProperty('value', 'Газель белая'),
      WAIT,
    );
    expect(screen.getByTestId('template-vehicle-type')).toHaveProperty('value', 'Газель (до 1,5 т)');
    expect(screen.getByTestId('template-capacity')).toHaveProperty('value', '1,5');
    expect(screen.getByTestId('template-volume')).toHaveProperty('value', '10,5');
    expect(screen.getByTestId('template-body')).toHaveProperty('value', 'Тент');
    expect(screen.getByLabelText('Боковая')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Верхняя')).toHaveProperty('checked', false);
    expect(screen.getByTestId('template-photo-preview').getAttribute('src')).toBe(
      '/files/templates/p1-thumb.webp',
    );

    type('template-name', 'Газель синяя');
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByTestId('location', {}, WAIT)).toBeTruthy();
    const [sent] = xhr.sent;
    expect(sent!.path).toBe('/api/vehicle-template/update');
    expect(sent!.form.get('id')).toBe('t1');
    expect(sentTemplate(sent!)).toMatchObject({
      name: 'Газель синяя',
      photo: { file: '/files/templates/p1.webp' },
    });
    expect(sent!.form.get('photo')).toBeNull();
  });

  it('removing the photo sends photo null', async () => {
    const template = makeTemplate();
    const client = newClient();
    client.setQueryData(VEHICLE_TEMPLATES_QUERY_KEY, [template]);
    routeFetch({
      '/api/vehicle-template/get': () => ({ status: 200, body: { error: false, template } }),
    });
    const xhr = fakeXhr([{ status: 200, body: { error: false, template: { ...template, photo: null } } }]);
    renderEdit('t1', client);
    fireEvent.click(await screen.findByTestId('template-photo-remove', {}, WAIT));
    expect(screen.queryByTestId('template-photo-preview')).toBeNull();
    fireEvent.click(screen.getByTestId('template-submit'));
    expect(await screen.findByTestId('location', {}, WAIT)).toBeTruthy();
    expect(sentTemplate(xhr.sent[0]!)).toMatchObject({ photo: null });
    const cached = client.getQueryData<TVehicleTemplate[]>(VEHICLE_TEMPLATES_QUERY_KEY);
    expect(cached?.[0]?.photo).toBeNull();
  });

  it('an unknown template says so and leads back to the list', async () => {
    routeFetch({
      '/api/vehicle-template/get': () => ({
        status: 404,
        body: { error: true, errors: [{ msg: 'Шаблон не найден' }] },
      }),
    });
    renderEdit('nope');
    const missing = await screen.findByTestId('template-not-found', {}, WAIT);
    expect(missing.textContent).toContain('Шаблон не найден');
    fireEvent.click(within(missing).getByRole('link', { name: 'К моему транспорту' }));
    expect((await screen.findByTestId('location', {}, WAIT)).textContent).toBe('/mytemplate-auto');
  });
});
