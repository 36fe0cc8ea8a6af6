import { useT } from '@cwt/core';
import { Button } from '@cwt/ui';
import type { ReactNode } from 'react';

export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ('Edit <name>', 'Delete <name>'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Extra controls between Edit and Delete (e.g. where a category's posts move on delete). */
  children?: ReactNode;
}

/** The Edit and Delete buttons every admin table row ends with (DataTable's actions column lays them out). */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const t = useT();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={onEdit}
        aria-label={t('admin.common.editNamed', { name })}
      >
        {t('admin.common.edit')}
      </Button>
      {children}
      <Button
        size="sm"
        variant="danger"
        onClick={onDelete}
        aria-label={t('admin.common.deleteNamed', { name })}
      >
        {t('admin.common.delete')}
      </Button>
    </>
  );
}
