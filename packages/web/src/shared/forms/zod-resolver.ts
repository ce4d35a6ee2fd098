import './zod-locale';

/** react-hook-form's zod resolver, with zod's Russian messages set: every form takes it from here. */
export { zodResolver } from '@hookform/resolvers/zod';
