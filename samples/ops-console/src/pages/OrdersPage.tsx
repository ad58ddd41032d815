import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from 'antd';
import { cancelOrder, listOrders, refundOrder } from '@/api/orders';
import { importOrders } from '@/api/uploads';
import { problemOf } from '@/api/errors';

/** Cancels the oldest open order: its id comes from the list. */
export async function cancelOldestOpen(reason: string) {
  const open = await listOrders('open');
  return cancelOrder(open[0].id, reason);
}

/** The refund form: hands the amount typed to the page, which sends it. */
export function RefundForm({ onRefund }: { onRefund: (amountCents: number) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit } = useForm<{ amountCents: number }>();
  return (
    <form onSubmit={handleSubmit((values) => onRefund(values.amountCents))}>
      <input type="number" {...register('amountCents', { min: 1, max: 100000 })} />
      <button type="submit">{t('orders.refund')}</button>
    </form>
  );
}

export function OrdersPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();

  const onCancel = () =>
    Modal.confirm({
      title: t('orders.cancelConfirm'),
      okText: t('orders.cancel'),
      onOk: () => cancelOrder(orderId, 'customer-request'),
    });

  const onRefund = async (amountCents: number) => {
    try {
      await refundOrder(orderId, amountCents);
    } catch (err: any) {
      if (err.response?.status === 403) {
        alert(problemOf(err).message);
      }
    }
  };

  const onImport = (event: React.ChangeEvent<HTMLInputElement>) =>
    importOrders(event.target.files![0]);

  return (
    <section>
      <button onClick={onCancel}>{t('orders.cancel')}</button>
      <RefundForm onRefund={onRefund} />
      <label>
        {t('orders.import')}
        <input type="file" onChange={onImport} />
      </label>
    </section>
  );
}
