import BusinessIcon from '@mui/icons-material/Business';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  Dashboard: <DashboardIcon />,
  Wells: <WaterDropIcon />,
  'Water Data': <ShowChartIcon />,
  Invoices: <ReceiptLongIcon />,
  'Rates & Terms': <PriceChangeIcon />,
  Users: <PeopleIcon />,
  'Organization Profile': <BusinessIcon />,
  'My Profile': <PersonIcon />,
};

/** The side-menu icon of an owner menu entry, shown alone when the menu is collapsed. */
export function ownerMenuIcon(label: string): ReactElement {
  return ICONS[label] ?? <ChevronRightIcon />;
}
