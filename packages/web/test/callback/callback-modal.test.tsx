// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallbackModal } from '../../src/features/callback/CallbackModal';
import { renderPage, stubFetch } from '../inputs/render';

function open() {
  const onClose = vi.fn();
  renderPage(<CallbackModal opened onClose={onClose} />);
  return onClose;
}

function fill(phone: string, name: string) {
  fireEvent.change(screen.getByTestId('callback-phone'), { target: { value: phone } });
  fireEvent.change(screen.getByTestId('callback-name'), { target: { value: name } });
  fireEvent.click(screen.getByTestId('callback-submit'));
}

describe('CallbackModal', () => {
  it('shows both SPEC messages on an empty submit and sends nothing', async () => {
    const fetchMock = stubFetch(200, { error: false });
    const onClose = open();
    expect(screen.getByTestId('callback-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('callback-submit'));
    expect(await screen.findByText('Введите номер телефона')).toBeTruthy();
    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('wants all 11 digits and a name that is not blank', async () => {
    const fetchMock = stubFetch(200, { error: false });
    open();
    fill('999 123 45 6', '   ');
    expect(await screen.findByText('Введите номер телефона')).toBeTruthy();
    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends phone and name, closes and shows the success message', async () => {
    const fetchMock = stubFetch(200, { error: false });
    const onClose = open();
    fill('+7 (999) 123-45-67', 'Иван');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Заказ звонка совершен успешно. Ожидайте звонка.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/page/sendMailCall');
    expect(JSON.parse(init.body as string)).toEqual({ phone: '79991234567', name: 'Иван' });
  });

  it('on an error answer stays open and shows the envelope messages under the fields', async () => {
    stubFetch(400, { error: true, errors: [{ msg: 'Введите номер телефона', param: 'phone' }] });
    const onClose = open();
    fill('9991234567', 'Иван');
    expect(await screen.findByText('Введите номер телефона')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Заказ звонка совершен успешно. Ожидайте звонка.')).toBeNull();
  });
});
