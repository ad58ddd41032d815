import { refundOrder } from '../orders';

test('refund reuses its key', async () => {
  await refundOrder('o1', 100, 'fixed-key');
});
