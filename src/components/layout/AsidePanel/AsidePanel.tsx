import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon/Icon';
import { ProgressBar } from '../../ui/ProgressBar/ProgressBar';
import { Tabs } from '../../ui/Tabs/Tabs';
import { Toggle } from '../../ui/Toggle/Toggle';
import { Body, CloseButton, Entries, Head, Root, SectionTitle, Stack } from './AsidePanel.styles';

export interface AsidePanelProps {
  open: boolean;
  onClose: () => void;
  id?: string;
}

// Demo content only, as the specification asks: the panel shows the layout, not real data.
const agenda = {
  today: [
    { key: 'briefing', time: '08:00' },
    { key: 'loading', time: '10:30' },
    { key: 'review', time: '15:00' },
  ],
  tomorrow: [
    { key: 'service', time: '09:00' },
    { key: 'client', time: '13:30' },
  ],
} as const;
const messages = [
  { key: 'stock', unread: true },
  { key: 'route', unread: true },
  { key: 'invoice', unread: false },
] as const;
const toggles = [
  { key: 'emailNotifications', on: true },
  { key: 'dailyReport', on: false },
  { key: 'compactMode', on: false },
  { key: 'showHelp', on: true },
] as const;
const usage = [
  { key: 'storage', value: 25 },
  { key: 'cpu', value: 70 },
  { key: 'memory', value: 95 },
  { key: 'apiQuota', value: 10 },
] as const;

/** The side panel sliding in from the right: agenda, messages and quick settings. */
export function AsidePanel({ open, onClose, id }: AsidePanelProps) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // The tabs are rendered on the first opening, not when the closed panel is mounted: the shell
  // mounts it a moment after a page loads, and its ~140 elements were a long task of every load.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    // Closing hides the panel; focus inside it would otherwise fall back to <body>.
    if (ref.current?.contains(document.activeElement)) opener.current?.focus();
  }, [open]);

  const agendaDay = (day: keyof typeof agenda) => (
    <>
      <SectionTitle>{t(`aside.agenda.${day}`)}</SectionTitle>
      <Entries>
        {agenda[day].map((event) => (
          <li key={event.key}>
            <time>{event.time}</time>
            <span className="title">{t(`aside.agenda.events.${event.key}.title`)}</span>
            <span className="meta">
              <Icon name="home" size={12} />
              {t(`aside.agenda.events.${event.key}.place`)}
            </span>
          </li>
        ))}
      </Entries>
    </>
  );

  const tabs = () => [
    {
      id: 'agenda',
      label: t('aside.tabs.agenda'),
      icon: 'calendar' as const,
      content: (
        <>
          {agendaDay('today')}
          {agendaDay('tomorrow')}
        </>
      ),
    },
    {
      id: 'messages',
      label: t('aside.tabs.messages'),
      icon: 'message' as const,
      content: (
        <Entries>
          {messages.map((message) => (
            <li key={message.key} data-unread={message.unread}>
              <Icon name="user" size={16} />
              <span className="title">{t(`aside.messages.items.${message.key}.sender`)}</span>
              <span className="subject">{t(`aside.messages.items.${message.key}.subject`)}</span>
              <span className="meta">
                <time>{t(`aside.messages.items.${message.key}.time`)}</time>
                {message.unread && <span>· {t('aside.messages.unread')}</span>}
              </span>
            </li>
          ))}
        </Entries>
      ),
    },
    {
      id: 'settings',
      label: t('aside.tabs.settings'),
      icon: 'settings' as const,
      content: (
        <>
          <SectionTitle>{t('aside.settings.preferences')}</SectionTitle>
          <Stack>
            {toggles.map((toggle) => (
              <Toggle key={toggle.key} label={t(`aside.settings.${toggle.key}`)} defaultChecked={toggle.on} />
            ))}
          </Stack>
          <SectionTitle>{t('aside.settings.usage')}</SectionTitle>
          <Stack>
            {usage.map((bar) => (
              <ProgressBar key={bar.key} label={t(`aside.settings.${bar.key}`)} value={bar.value} />
            ))}
          </Stack>
        </>
      ),
    },
  ];

  return (
    <Root
      ref={ref}
      id={id}
      aria-label={t('aside.label')}
      data-open={open}
      inert={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <Head>
        <CloseButton type="button" aria-label={t('aside.close')} onClick={onClose}>
          <Icon name="close" />
        </CloseButton>
      </Head>
      <Body>{opened && <Tabs label={t('aside.sections')} tabs={tabs()} />}</Body>
    </Root>
  );
}
