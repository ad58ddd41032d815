import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteDocument, getDocument, listDocuments, searchDocuments } from '@/api/documents';
import { createAttachment, putBytes, requestAttachmentUpload } from '@/api/uploads';

/** Opens the newest document: its id comes from the list. */
export async function openNewest() {
  const page = await listDocuments({ limit: 1 });
  return getDocument(page.data[0].id);
}

/** Loads two pages of documents, the second after the first page's cursor. */
export async function twoPages() {
  const first = await listDocuments();
  const second = await listDocuments({ cursor: first.pagination.nextCursor ?? undefined });
  return [...first.data, ...second.data];
}

/** Opens the best search hit and the newest document side by side. */
export async function openSideBySide(words: string) {
  const [hits, newest] = await Promise.all([searchDocuments(words), listDocuments({ limit: 1 })]);
  return Promise.all([getDocument(hits.data[0].id), getDocument(newest.data[0].id)]);
}

/** Attaches a file: presigned upload, then bind the stored key into the attachment. */
export async function attachFile(documentId: string, file: File) {
  const ticket = await requestAttachmentUpload(file.name, file.type, file.size);
  await putBytes(ticket.uploadUrl, file);
  return createAttachment(documentId, ticket.key, file.name);
}

export function DocumentsPage({ selectedId }: { selectedId: string }) {
  const { t } = useTranslation();
  const documents = useQuery({ queryKey: ['documents'], queryFn: () => listDocuments() });
  const opened = useQuery({
    queryKey: ['document', selectedId],
    queryFn: () => getDocument(documents.data!.data[0].id),
    enabled: !!documents.data,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteDocument(id) });

  const onDelete = (id: string) => {
    if (!window.confirm(t('documents.deleteConfirm'))) return;
    remove.mutate(id);
  };

  const onFileChosen = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files![0];
    attachFile(selectedId, file);
  };

  return (
    <section>
      <h1>{t('documents.title')}</h1>
      <ul>
        {documents.data?.data.map((d) => (
          <li key={d.id}>
            {d.title}
            <button onClick={() => onDelete(d.id)}>{t('documents.delete')}</button>
          </li>
        ))}
      </ul>
      {opened.data && <article>{opened.data.text}</article>}
      <label>
        {t('documents.attach')}
        <input type="file" onChange={onFileChosen} />
      </label>
    </section>
  );
}
