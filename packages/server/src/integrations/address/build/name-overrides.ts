/**
 * Russian names the picker gets wrong, by GeoNames id. test/address-dataset.test.ts checks each one: the picker
 * alone chooses something else, and the generated list carries the override.
 */
export const NAME_OVERRIDES: Readonly<Record<number, string>> = {
  // Exonyms and wrong-language alternates (found against the hflabs/city reference, settlements-dataset.md §3).
  524901: 'Москва',
  491687: 'Смоленск',
  2051523: 'Братск',
  546230: 'Коломна',
  490067: 'Советск',
  // Places of 5,000+ people without any Cyrillic alternate name in GeoNames.
  818487: 'Воротынск',
  2119370: 'Заветы Ильича',
  6610738: 'Первомайское',
  797411: 'Степное',
  6610370: 'Чистые Боры',
  1487504: 'Верх-Нейвинский',
  472528: 'Вольный Аул',
  702246: 'Малая Белозёрка',
  689595: 'Вилино',
  690237: 'Великая Новосёлка',
  708140: 'Грэсовский',
  710715: 'Чернобаевка',
  // Places GeoNames codes UA under names given by Ukraine after 2015; the Russian registry keeps the earlier
  // names, and a few Russian forms lose to Ukrainian ones in the romanisation match.
  704202: 'Красный Луч',
  692975: 'Стаханов',
  713174: 'Артёмовск',
  692105: 'Свердловск',
  704422: 'Красноармейск',
  691374: 'Торез',
  710035: 'Димитров',
  704403: 'Краснодон',
  709354: 'Дзержинск',
  704204: 'Красный Лиман',
  704362: 'Красноперекопск',
  688373: 'Ясиноватая',
  696566: 'Попасная',
  691037: 'Алёшки',
  704138: 'Кременная',
  686729: 'Васильевка',
  692953: 'Станица Луганская',
  694725: 'Счастье',
  706941: 'Камышеваха',
  691741: 'Тельманово',
  698861: 'Новый Свет',
  689740: 'Весёлое',
};
