import { Group, Text } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@fura/domain/constants';
import classes from './Logo.module.css';

interface LogoProps {
  /** `light` for dark backgrounds. */
  tone?: 'brand' | 'light';
}

/** The word «Фура» with a truck, linking to the main page. */
export function Logo({ tone = 'brand' }: LogoProps) {
  return (
    <Link to="/" className={classes.link} data-tone={tone} aria-label={`${PRODUCT_NAME} — на главную`}>
      <Group gap={6} wrap="nowrap">
        <IconTruck size={30} stroke={2} aria-hidden />
        <Text component="span" className={classes.word}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Link>
  );
}
