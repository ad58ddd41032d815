// antd's Upload sends the chosen file to its action itself (rule ui-upload.action).
import React from 'react';
import { Button, Upload } from 'antd';

const API = '/api';

export const ConversationFooter = ({ token }: { token: string }) => (
  <div>
    {/* // @expect POST /api/upload */}
    <Upload action={'/api/upload'} name="file" headers={{ Authorization: `Bearer ${token}` }}>
      <Button>Attach</Button>
    </Upload>
    {/* // @expect POST /api/attachments */}
    <Upload.Dragger action={`${API}/attachments`} data={{ conversation: 'c1' }} multiple />
  </div>
);
