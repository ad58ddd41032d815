import { uploadFile } from './files';

test('uploads', async () => {
  await uploadFile(new File(['x'], 'x.png'), 'x');
});
