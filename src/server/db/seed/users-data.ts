import type { RoleName } from '../../../shared/rules/access';

export interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  /** Name of the client the user belongs to; staff have none. */
  client?: string;
  isActive?: boolean;
}

/** The client of the demo owner, whose invoices show each state the demo has. */
export const DEMO_OWNER_CLIENT = 'Red Stick Water Company';
/** The client of the second demo owner (owner2@demo.test). */
export const OTHER_OWNER_CLIENT = 'Scotlandville Refining Company';

/** The documented demo logins. */
export const DEMO_USERS: readonly (UserSeed & { description: string })[] = [
  {
    email: 'admin@demo.test',
    firstName: 'Dana',
    lastName: 'Broussard',
    role: 'Admin',
    description: 'District administrator: every screen, all clients, invoices and users.',
  },
  {
    email: 'researcher@demo.test',
    firstName: 'Marcus',
    lastName: 'Hebert',
    role: 'Researcher',
    description: 'District hydrologist: staff dashboard, wells, pumpage and reports of all clients.',
  },
  {
    email: 'owner@demo.test',
    firstName: 'Claire',
    lastName: 'Landry',
    role: 'Owner',
    client: DEMO_OWNER_CLIENT,
    description:
      'Owner of Red Stick Water Company (the first client): its wells, pumpage, users and invoices.',
  },
  {
    email: 'user@demo.test',
    firstName: 'Kevin',
    lastName: 'Guidry',
    role: 'User',
    client: 'Red Stick Water Company',
    description: 'User of Red Stick Water Company: its wells only.',
  },
  {
    email: 'owner2@demo.test',
    firstName: 'Renee',
    lastName: 'Washington',
    role: 'Owner',
    client: OTHER_OWNER_CLIENT,
    description: 'Owner of Scotlandville Refining Company, another client: sees none of the first client.',
  },
];

/** A few more users of other clients so that user lists are not empty; one is deactivated. */
export const EXTRA_USERS: readonly UserSeed[] = [
  {
    email: 'angela.mitchell@redstickwater.test',
    firstName: 'Angela',
    lastName: 'Mitchell',
    role: 'User',
    client: 'Red Stick Water Company',
  },
  {
    email: 'paul.aucoin@scotlandvillerefining.test',
    firstName: 'Paul',
    lastName: 'Aucoin',
    role: 'User',
    client: 'Scotlandville Refining Company',
  },
  {
    email: 'robert.templet@mississippiriverchemical.test',
    firstName: 'Robert',
    lastName: 'Templet',
    role: 'Owner',
    client: 'Mississippi River Chemical Corporation',
  },
  {
    email: 'susan.babin@capitolpolymers.test',
    firstName: 'Susan',
    lastName: 'Babin',
    role: 'Owner',
    client: 'Capitol Polymers LLC',
  },
  {
    email: 'mark.davis@zacharywatersystem.test',
    firstName: 'Mark',
    lastName: 'Davis',
    role: 'Owner',
    client: 'City of Zachary Water System',
  },
  {
    email: 'lisa.allen@zacharywatersystem.test',
    firstName: 'Lisa',
    lastName: 'Allen',
    role: 'User',
    client: 'City of Zachary Water System',
  },
  {
    email: 'daniel.melancon@ascensionparishutilities.test',
    firstName: 'Daniel',
    lastName: 'Melancon',
    role: 'Owner',
    client: 'Ascension Parish Utilities Department',
  },
  {
    email: 'jacques.fontenot@falseriverrice.test',
    firstName: 'Jacques',
    lastName: 'Fontenot',
    role: 'Owner',
    client: 'False River Rice Farms',
  },
  {
    email: 'nancy.scott@felicianapaperpulp.test',
    firstName: 'Nancy',
    lastName: 'Scott',
    role: 'User',
    client: 'Feliciana Paper and Pulp Company',
  },
  {
    email: 'charles.richard@louisianacapitaluniversity.test',
    firstName: 'Charles',
    lastName: 'Richard',
    role: 'Owner',
    client: 'Louisiana Capital University',
    isActive: false,
  },
];
