/** The loading-date rule lives in the domain: the web app hides «Опубликовать» by the same rule the server applies. */
export { isLoadingDatePast, moscowToday } from '@fura/domain/loading-date';
