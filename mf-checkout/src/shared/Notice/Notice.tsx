import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from 'shop-ui/button';
import { EmptyState } from 'shop-ui/empty-state';

export interface NoticeProps {
  id: string;
  title: string;
  icon?: ReactNode;
  action: { to: string; label: string };
  titleRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

/** A whole-panel message with one way on (the empty cart, signing in, the confirmed order): the kit's empty state, its way on a link. */
export function Notice({ id, title, icon, action, titleRef, children }: NoticeProps) {
  return (
    <EmptyState frame="raised" titleId={id} titleRef={titleRef} title={title} icon={icon} action={<Link className={buttonClass()} to={action.to}>{action.label}</Link>}>
      {children}
    </EmptyState>
  );
}
