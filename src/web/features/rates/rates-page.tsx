import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import type { BillingTermsEntry, RateEntry } from '../../../shared/contracts/rates';
import { formatDay } from '../../../shared/format';
import { ACCESS, isStaff } from '../../../shared/rules/access';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { DataTable } from '../../components/data-table/data-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useSession } from '../../lib/session';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useBillingTerms, useRateSchedule, useWithdrawBillingTerms, useWithdrawRate } from './rates-api';
import { effectiveText, rateEntryText } from './rates-text';
import { narrowRateColumns, narrowTermsColumns, wideRateColumns, wideTermsColumns } from './schedule-columns';

// The dialogs (react-hook-form, the contract's schemas and zod with them) download when first opened.
const AddRateDialog = lazyOnDemand(() =>
  import('./add-rate-dialog').then((module) => ({ default: module.AddRateDialog })),
);
const AddTermsDialog = lazyOnDemand(() =>
  import('./add-terms-dialog').then((module) => ({ default: module.AddTermsDialog })),
);
const RateNoticesDialog = lazyOnDemand(() =>
  import('./rate-notices-dialog').then((module) => ({ default: module.RateNoticesDialog })),
);

export const NO_RATES = 'The schedule has no rate yet.';
export const NO_TERMS = 'The district has no billing terms yet.';
export const WITHDRAW_RATE_TITLE = 'Withdraw rate';
export const WITHDRAW_TERMS_TITLE = 'Withdraw billing terms';

/** The entries' own order, newest first, as the server answers them. */
const NEWEST_FIRST = { id: 'effectiveOn', desc: true } as const;
/** A handful of entries a year: no search, no column filters; sorting by any column. */
const LIST_OPTIONS = { enableGlobalFilter: false, enableColumnFilters: false } as const;

export function withdrawRateQuestion(rate: RateEntry): string {
  return (
    `Withdraw the rate of ${rateEntryText(rate)}? It will never apply; it stays on the schedule, ` +
    'struck through, and notices not yet sent are not sent.'
  );
}

export function withdrawTermsQuestion(terms: BillingTermsEntry): string {
  return (
    `Withdraw the billing terms from ${formatDay(terms.effectiveOn)}? They will never apply; ` +
    'they stay on the list, struck through.'
  );
}

/** A titled part of the page; the title names the region. */
function Part({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}

function WithdrawButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" variant="outlined" color="warning" aria-label={label} onClick={onClick}>
      Withdraw
    </Button>
  );
}

interface SectionProps {
  isAdmin: boolean;
  staff: boolean;
}

/** A withdrawal asked about: the entry stays while the confirmation closes, so its text does not vanish. */
function useAsked<Entry>() {
  const [entry, setEntry] = useState<Entry | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  return {
    entry,
    isAsking,
    ask: (next: Entry) => {
      setEntry(next);
      setIsAsking(true);
    },
    close: () => setIsAsking(false),
  };
}

function RateSchedule({ isAdmin, staff }: SectionProps) {
  const schedule = useRateSchedule();
  const withdraw = useWithdrawRate();
  const toast = useToast();
  const isWide = useWideScreen();
  const [isAdding, setIsAdding] = useState(false);
  const [told, setTold] = useState<RateEntry | null>(null);
  const asked = useAsked<RateEntry>();
  const columns = useMemo(() => {
    const options = { staff, onShowNotices: setTold };
    return isWide ? wideRateColumns(options) : narrowRateColumns(options);
  }, [isWide, staff]);
  const noticeDays = schedule.data?.noticeDays;

  const confirmWithdraw = async (rate: RateEntry) => {
    try {
      const answer = await withdraw.mutateAsync(rate.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      asked.close();
    }
  };

  return (
    <Part
      title="Rate schedule"
      intro={
        <>
          The fee per million gallons of non-exempt pumpage, from the day each rate takes effect. A quarter
          that straddles a change bills each rate&rsquo;s days on a line of its own; issued invoices keep
          their rates.{!isAdmin && staff && ' Only an Admin can add or withdraw a rate.'}
        </>
      }
    >
      <DataTable<RateEntry>
        label="Rate schedule"
        columns={columns}
        data={schedule.data?.data}
        {...queryTableState(schedule, { refreshing: true })}
        emptyText={NO_RATES}
        getRowId={(rate) => String(rate.id)}
        initialSort={NEWEST_FIRST}
        pageSize={10}
        toolbarActions={
          isAdmin && (
            <Button variant="contained" disabled={noticeDays === undefined} onClick={() => setIsAdding(true)}>
              Add rate
            </Button>
          )
        }
        renderRowActions={
          isAdmin
            ? (rate) =>
                rate.status === 'future' && (
                  <WithdrawButton
                    label={`Withdraw the rate of ${rateEntryText(rate)}`}
                    onClick={() => asked.ask(rate)}
                  />
                )
            : undefined
        }
        options={LIST_OPTIONS}
      />
      {isAdding && noticeDays !== undefined && (
        <Suspense fallback={<DialogLoading />}>
          <AddRateDialog noticeDays={noticeDays} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
      {told && (
        <Suspense fallback={<DialogLoading />}>
          <RateNoticesDialog rate={told} onClose={() => setTold(null)} />
        </Suspense>
      )}
      <ConfirmModalOnDemand
        open={asked.isAsking}
        title={WITHDRAW_RATE_TITLE}
        text={asked.entry ? withdrawRateQuestion(asked.entry) : ''}
        confirmLabel="Withdraw rate"
        confirmColor="warning"
        onCancel={asked.close}
        onConfirm={() => (asked.entry ? confirmWithdraw(asked.entry) : undefined)}
      />
    </Part>
  );
}

function BillingTerms({ isAdmin, staff }: SectionProps) {
  const terms = useBillingTerms();
  const withdraw = useWithdrawBillingTerms();
  const toast = useToast();
  const isWide = useWideScreen();
  const [isAdding, setIsAdding] = useState(false);
  const asked = useAsked<BillingTermsEntry>();
  const columns = useMemo(
    () => (isWide ? wideTermsColumns({ staff }) : narrowTermsColumns({ staff })),
    [isWide, staff],
  );
  const inForce = terms.data?.data.find((entry) => entry.status === 'in-force');

  const confirmWithdraw = async (entry: BillingTermsEntry) => {
    try {
      const answer = await withdraw.mutateAsync(entry.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      asked.close();
    }
  };

  return (
    <Part
      title="Billing terms"
      intro={
        <>
          The days to pay and the late fee an invoice is built with, and the processing fees of a payment,
          from the day each version takes effect. An invoice keeps the terms it was built with.
          {!isAdmin && staff && ' Only an Admin can add or withdraw terms.'}
        </>
      }
    >
      <DataTable<BillingTermsEntry>
        label="Billing terms"
        columns={columns}
        data={terms.data?.data}
        {...queryTableState(terms, { refreshing: true })}
        emptyText={NO_TERMS}
        getRowId={(entry) => String(entry.id)}
        initialSort={NEWEST_FIRST}
        pageSize={10}
        toolbarActions={
          isAdmin && (
            <Button variant="contained" disabled={terms.isPending} onClick={() => setIsAdding(true)}>
              Add terms
            </Button>
          )
        }
        renderRowActions={
          isAdmin
            ? (entry) =>
                entry.status === 'future' && (
                  <WithdrawButton
                    label={`Withdraw the billing terms from ${effectiveText(entry)}`}
                    onClick={() => asked.ask(entry)}
                  />
                )
            : undefined
        }
        options={LIST_OPTIONS}
      />
      {isAdding && (
        <Suspense fallback={<DialogLoading />}>
          <AddTermsDialog inForce={inForce} onClose={() => setIsAdding(false)} />
        </Suspense>
      )}
      <ConfirmModalOnDemand
        open={asked.isAsking}
        title={WITHDRAW_TERMS_TITLE}
        text={asked.entry ? withdrawTermsQuestion(asked.entry) : ''}
        confirmLabel="Withdraw terms"
        confirmColor="warning"
        onCancel={asked.close}
        onConfirm={() => (asked.entry ? confirmWithdraw(asked.entry) : undefined)}
      />
    </Part>
  );
}

/**
 * /management/rates (and /client/rates for owners): the district's rate schedule and billing terms
 * as dated data, newest first, with where each stands today. Everyone signed in reads them; staff
 * see who entered each and who was told of a rate; the Admin adds a rate or terms taking effect
 * later, and withdraws one not yet in effect.
 */
export default function RatesPage() {
  const accessLevel = useSession()?.accessLevel ?? 0;
  const isAdmin = accessLevel >= ACCESS.admin;
  const staff = isStaff(accessLevel);
  return (
    <>
      <PageHeader
        title="Rates & Terms"
        subtitle="The district's rate per million gallons and its billing terms, with the day each applies from"
      />
      <Stack spacing={4}>
        <RateSchedule isAdmin={isAdmin} staff={staff} />
        <BillingTerms isAdmin={isAdmin} staff={staff} />
      </Stack>
    </>
  );
}
