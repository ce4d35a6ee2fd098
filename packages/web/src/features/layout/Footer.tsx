import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandVk,
  IconMail,
  IconPhone,
  IconPhoneCall,
} from '@tabler/icons-react';
import { COPYRIGHT_START_YEAR } from '@fura/domain/constants';
import { Logo } from '../../shared/ui/Logo';
import { formatPhone, phoneHref } from '../../shared/format/phone';
import { useSession } from '../../shared/session/session-query';
import { useSettings } from '../../shared/settings/settings-query';
import { FooterLink } from './FooterLink';
import { StoreBadges } from './StoreBadges';
import classes from './Footer.module.css';

interface FooterProps {
  /** Opens the callback modal; the button is shown only where the modal is mounted. */
  onCallback?: () => void;
}

/** SPEC §2 "Footer": logo, menu columns from settings, contacts, social links, store badges, copyright. */
export function Footer({ onCallback }: FooterProps) {
  const settings = useSettings();
  const { user } = useSession();
  if (!settings) return null;
  const { phone, email, vk, facebook, instagram, copyright } = settings.settings;
  const socials = [
    { href: vk, label: 'ВКонтакте', icon: IconBrandVk },
    { href: facebook, label: 'Facebook', icon: IconBrandFacebook },
    { href: instagram, label: 'Instagram', icon: IconBrandInstagram },
  ].filter((social) => social.href);

  return (
    <footer className={classes.footer} data-testid="footer">
      <div className={classes.inner}>
        <div className={classes.grid}>
          <Stack gap="sm" className={classes.brand}>
            <Logo tone="light" />
            <Text size="sm" className={classes.muted}>
              Биржа грузоперевозок: заказы грузовладельцев и свободный транспорт перевозчиков по всей России.
            </Text>
            <StoreBadges />
          </Stack>

          {settings.items.map((partition) => (
            <div key={partition.name} className={classes.column} data-testid="footer-column">
              <Text component="h2" className={classes.columnTitle}>
                {partition.link ? (
                  <FooterLink to={partition.link} className={classes.link}>
                    {partition.name}
                  </FooterLink>
                ) : (
                  partition.name
                )}
              </Text>
              <ul className={classes.list}>
                {partition.items
                  .filter((item) => !(user && item.onlyNoAuth))
                  .map((item) => (
                    <li key={`${item.name}|${item.link}`}>
                      <FooterLink to={item.link} className={classes.link}>
                        {item.name}
                      </FooterLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}

          <Stack gap={4} className={classes.contacts}>
            <Text component="h2" className={classes.columnTitle}>
              Контакты
            </Text>
            {phone && (
              <a href={phoneHref(phone)} className={classes.contact} data-testid="footer-phone">
                <IconPhone size={18} aria-hidden />
                {formatPhone(phone)}
              </a>
            )}
            {email && (
              <a href={`mailto:${email}`} className={classes.contact} data-testid="footer-email">
                <IconMail size={18} aria-hidden />
                {email}
              </a>
            )}
            {onCallback && (
              <Button
                variant="white"
                color="brand"
                leftSection={<IconPhoneCall size={18} aria-hidden />}
                onClick={onCallback}
                data-testid="footer-callback-open"
                className={classes.callback}
              >
                Заказать звонок
              </Button>
            )}
            {socials.length > 0 && (
              <Group gap="xs" mt="xs">
                {socials.map((social) => (
                  <ActionIcon
                    key={social.label}
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    variant="light"
                    color="gray"
                    className={classes.social}
                  >
                    <social.icon size={22} aria-hidden />
                  </ActionIcon>
                ))}
              </Group>
            )}
          </Stack>
        </div>
        <Text size="sm" className={classes.copyright} data-testid="footer-copyright">
          © {COPYRIGHT_START_YEAR}–{new Date().getFullYear()} {copyright}
        </Text>
      </div>
    </footer>
  );
}
