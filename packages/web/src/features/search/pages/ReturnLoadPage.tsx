import { useEffect, useMemo, useRef } from 'react';
import { Button, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearch, IconTruckReturn } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { TArticle } from '@fura/domain/article-schemas';
import { ARTICLE_STATUS_LABELS } from '@fura/domain/articles';
import { shownArticleStatus } from '@fura/domain/delivery';
import { RETURN_LOAD_DAYS_AFTER_COMPLETION } from '@fura/domain/return-load';
import { ROUTES } from '@fura/domain/routes';
import type { THomeBase } from '@fura/domain/user';
import { formatRoute } from '../../../shared/format/article';
import { useVehicleTemplates } from '../../../shared/api/vehicle-templates';
import { useSession } from '../../../shared/session/session-query';
import { QueryStates } from '../../../shared/ui/QueryStates';
import { EmptyState } from '../../../shared/ui/ListStates';
import { useReturnLoadDeals } from '../corridor/api/return-load-deals';
import { CorridorWorkspace } from '../corridor/components/CorridorWorkspace';
import { returnLoadParams } from '../corridor/return-load-prefill';
import { useCorridorFilters } from '../corridor/use-corridor-filters';

const RETURN_LOAD_TEXT = {
  lead: 'Груз на обратную дорогу: поиск от места разгрузки вашей сделки к вашей домашней базе (её можно указать в личных данных) или туда, откуда вы приехали.',
  deal: 'Сделка',
  dealHint: 'Сделки в работе, в пути, доставленные и завершённые за последние дни',
  noDeals: 'Нет сделок для обратного груза',
  noDealsHint: `Обратный груз ищут от сделки в работе, в пути или завершённой не больше ${RETURN_LOAD_DAYS_AFTER_COMPLETION} дней назад. Возьмите заказ или найдите груз по пути.`,
  findOrders: 'Заказы по пути',
  unknownDeal: 'Эта сделка не подходит для обратного груза — выберите другую.',
  loadError: 'Не удалось загрузить ваши сделки',
} as const;

function dealLabel(deal: TArticle, carrierId: string): string {
  return `${formatRoute(deal)} · ${ARTICLE_STATUS_LABELS[shownArticleStatus(deal, carrierId)]}`;
}

function ReturnLoadSearch({
  deals,
  carrierId,
  homeBase,
}: {
  deals: TArticle[];
  carrierId: string;
  homeBase: THomeBase | null;
}) {
  const [params, setParams] = useSearchParams();
  // An order carries no vehicle: his only template gives the body and capacity. Its first answer (or failure) is
  // awaited so the prefill is made once, complete.
  const templatesQuery = useVehicleTemplates();
  const templatesSettled = !templatesQuery.isPending || templatesQuery.failureCount > 0;
  const templates = useMemo(() => templatesQuery.data ?? [], [templatesQuery.data]);
  const state = useCorridorFilters(['deal']);
  const dealId = params.get('deal');
  const deal = dealId === null ? deals[0] : deals.find((item) => item._id === dealId);
  const prefilled = useRef<string | null>(params.has('depLat') ? dealId : null);

  // A deal without a search in the URL yet gets its prefilled one (once: a field cleared later stays cleared).
  useEffect(() => {
    if (!deal || prefilled.current === deal._id || !templatesSettled) return;
    prefilled.current = deal._id;
    if (params.has('depLat') && dealId === deal._id) return;
    setParams(returnLoadParams(deal, new Date(), templates, homeBase), { replace: true });
  }, [deal, dealId, params, setParams, templatesSettled, templates, homeBase]);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Select
          label={RETURN_LOAD_TEXT.deal}
          description={RETURN_LOAD_TEXT.dealHint}
          data={deals.map((item) => ({ value: item._id, label: dealLabel(item, carrierId) }))}
          value={deal?._id ?? null}
          placeholder={RETURN_LOAD_TEXT.deal}
          allowDeselect={false}
          maw={560}
          error={deal ? undefined : RETURN_LOAD_TEXT.unknownDeal}
          onChange={(id) => {
            const picked = deals.find((item) => item._id === id);
            if (!picked) return;
            prefilled.current = picked._id;
            setParams(returnLoadParams(picked, new Date(), templates, homeBase));
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="return-load-deal"
        />
      </Paper>
      {deal && <CorridorWorkspace type="order" state={state} returnLoad viewerId={carrierId} />}
    </Stack>
  );
}

/**
 * /return-load «Обратный груз» (carrier, issue 26): picks one of his deals (`?deal=<id>`, the most recent by
 * default) and searches orders from its destination back towards its departure, with the deal's date and vehicle.
 */
export function ReturnLoadPage() {
  const { user } = useSession();
  const carrierId = user?._id ?? null;
  const query = useReturnLoadDeals(carrierId);

  return (
    <Stack gap="md" data-testid="return-load-page">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {ROUTES.returnLoad.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {RETURN_LOAD_TEXT.lead}
        </Text>
      </div>
      <QueryStates
        query={query}
        loading={<Skeleton height={96} radius="md" aria-hidden />}
        error={{ title: RETURN_LOAD_TEXT.loadError, testId: 'return-load-error' }}
        isEmpty={(deals) => deals.length === 0}
        empty={
          <EmptyState
            icon={<IconTruckReturn size={30} />}
            title={RETURN_LOAD_TEXT.noDeals}
            hint={RETURN_LOAD_TEXT.noDealsHint}
            testId="return-load-empty"
            action={
              <Button component={Link} to="/route-order" leftSection={<IconSearch size={18} aria-hidden />}>
                {RETURN_LOAD_TEXT.findOrders}
              </Button>
            }
          />
        }
      >
        {(deals) => (
          <ReturnLoadSearch deals={deals} carrierId={carrierId ?? ''} homeBase={user?.homeBase ?? null} />
        )}
      </QueryStates>
    </Stack>
  );
}
