/** Russian messages only the deal endpoints give (the shared ones are DEAL_MESSAGES in the domain package). */
export const DEAL_SERVER_MESSAGES = {
  offerOrderNotCargo: 'Предлагать заказы могут только грузовладельцы',
  deliveredNotAllowed: 'Отметить доставку может автор объявления или сам исполнитель',
  locationNotCarrier: 'Геопозицию отправляют только перевозчики',
} as const;
