// Moderation module (cook applications and their review): its public face. The app mounts its
// routes (the application calls inside the profiles scope), and the admin command line runs its
// commands. Everything else in this folder is the module's own.
export { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts';
export { default as cookApplicationsRoutes } from './cook-applications.routes.ts';
export { default as moderationRoutes } from './moderation.routes.ts';
export { ownFilesRoutes } from './own-files.ts';
