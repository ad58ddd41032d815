import { useEffect, useState } from 'react';
import { audits, invoices, payments } from '../api/services';
import { CardApi, CommentApi } from '../api/NestedApi';
import { LabelApi, TagApi } from '../api/ResourceApi';
import { PersonService, UserGroupService } from '../api/ModelService';

const cards = new CardApi();
const comments = new CommentApi();
const tags = new TagApi();
const labels = new LabelApi();
const groups = new UserGroupService();
const people = new PersonService();

export function Billing({ boardId }: { boardId: string }) {
  const [rows, setRows] = useState<unknown[]>([]);

  useEffect(() => {
    invoices.list().then((r) => setRows(r.data));
    audits.list();
    payments.list();
    cards.list({ boardId });
    tags.all();
    labels.all();
    groups.fetchAll();
    people.settings();
  }, [boardId]);

  const addCard = (title: string) => cards.create({ boardId }, { title });
  const dropInvoice = (id: string) => invoices.remove(id);

  return (
    <div>
      <button onClick={() => addCard('New card')}>Add card</button>
      <button onClick={() => dropInvoice('1')}>Delete invoice</button>
      <span>{rows.length} invoices</span>
    </div>
  );
}
