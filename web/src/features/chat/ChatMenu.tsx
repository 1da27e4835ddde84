import { Ban, BadgeCheck, EllipsisVertical, Flag, HeartCrack, HeartHandshake, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReportDialog, type ReportDetails, type ReportOutcome } from '../profiles/public';

interface ChatMenuProps {
  name: string;
  /** Tokens an unmatch costs now; null hides Unmatch (the match has already ended). */
  unmatchCost: number | null;
  /** null hides View Profile (a former member has no profile to show). */
  onViewProfile: (() => void) | null;
  /** "Ask {name} to verify": null hides it (they are verified, a request is open, or the match ended). */
  onAskToVerify: (() => void) | null;
  /** "We got married" (asks the other to confirm): null hides it (not an active, unlocked match, or already said). */
  onMarried: (() => void) | null;
  onUnmatch: () => void;
  onBlock: () => void;
  onReport: (details: ReportDetails) => Promise<ReportOutcome>;
}

const ITEM = 'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-start text-sm font-medium hover:bg-sand-100 focus-visible:bg-sand-100 focus-visible:outline-none';

interface MenuItemProps extends ComponentProps<'button'> {
  icon: ReactNode;
  label: string;
  danger?: boolean;
}

/** One entry; also the trigger of a dialog, which hands it its ref and handlers. */
function MenuItem({ icon, label, danger = false, ...button }: MenuItemProps) {
  return (
    <button type="button" className={`${ITEM} ${danger ? 'text-red-800' : 'text-sand-900'}`} {...button}>
      {icon}
      {label}
    </button>
  );
}

/** Is the element inside one of the menu's dialogs (rendered in a portal, outside the menu)? */
const inDialog = (target: EventTarget | null) => target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * View Profile, Ask to verify, We got married, Unmatch, Block and Report. A disclosure rather than a popup menu: the panel stays
 * mounted while hidden, so the confirm and report dialogs it opens outlive it.
 */
export function ChatMenu({ name, unmatchCost, onViewProfile, onAskToVerify, onMarried, onUnmatch, onBlock, onReport }: ChatMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  /**
   * A dialog closing after its action also closed the menu would hand the focus back to its
   * trigger, hidden in the closed panel, and so lose it: the menu's button takes it instead.
   */
  const returnFocus = (event: Event) => {
    if (!panel.current?.hidden) return;
    event.preventDefault();
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node) && !inDialog(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const icon = (Icon: typeof Ban) => <Icon aria-hidden="true" className="size-4" />;
  return (
    <div
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open || inDialog(event.target)) return;
        setOpen(false);
        // The focus may be on an entry that is being hidden: back to the menu's button.
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-label={t('chat.menu.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-sand-800 hover:bg-sand-200"
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      <div ref={panel} id={panelId} hidden={!open} className="absolute end-0 top-full z-20 mt-1 w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-sand-200">
        {onViewProfile ? (
          <MenuItem
            icon={icon(UserRound)}
            label={t('chat.menu.viewProfile')}
            onClick={() => {
              setOpen(false);
              // Before the dialog opens, so that it gives the focus back to the menu's button.
              toggle.current?.focus();
              onViewProfile();
            }}
          />
        ) : null}
        {onAskToVerify ? (
          <MenuItem
            icon={icon(BadgeCheck)}
            label={t('photoSafety.ask.menu', { name })}
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
              onAskToVerify();
            }}
          />
        ) : null}
        {onMarried ? (
          <ConfirmDialog
            title={t('marriage.sayTitle', { name })}
            description={t('marriage.sayDescription', { name })}
            confirmLabel={t('marriage.menu')}
            onConfirm={() => {
              setOpen(false);
              onMarried();
            }}
            onCloseAutoFocus={returnFocus}
            trigger={<MenuItem icon={icon(HeartHandshake)} label={t('marriage.menu')} />}
          />
        ) : null}
        {unmatchCost !== null ? (
          <ConfirmDialog
            title={t('chat.unmatch.title', { name })}
            description={t('chat.unmatch.description', { count: unmatchCost })}
            confirmLabel={t('chat.unmatch.confirm')}
            onConfirm={() => {
              setOpen(false);
              onUnmatch();
            }}
            destructive
            onCloseAutoFocus={returnFocus}
            trigger={<MenuItem icon={icon(HeartCrack)} label={t('chat.menu.unmatch')} />}
          />
        ) : null}
        <ConfirmDialog
          title={t('discover.block.title', { name })}
          description={t('discover.block.description')}
          confirmLabel={t('discover.block.confirm')}
          onConfirm={() => {
            setOpen(false);
            onBlock();
          }}
          destructive
          onCloseAutoFocus={returnFocus}
          trigger={<MenuItem icon={icon(Ban)} label={t('chat.menu.block')} danger />}
        />
        <ReportDialog
          name={name}
          onReport={onReport}
          onCloseAutoFocus={returnFocus}
          trigger={<MenuItem icon={icon(Flag)} label={t('chat.menu.report')} danger />}
        />
      </div>
    </div>
  );
}
