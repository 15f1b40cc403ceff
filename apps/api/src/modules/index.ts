import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import instructorProfileRoutes from './account/instructor-routes.ts';
import accountRoutes from './account/routes.ts';
import adminRoutes from './admin/routes.ts';
import assignmentRoutes from './assignments/routes.ts';
import authRoutes from './auth/routes.ts';
import billingRoutes from './billing/routes.ts';
import catalogRoutes from './catalog/routes.ts';
import contactRoutes from './contact/routes.ts';
import discussionRoutes from './discussion/routes.ts';
import familyRoutes from './family/routes.ts';
import insightsRoutes from './insights/routes.ts';
import certificateRoutes from './learning/certificates/routes.ts';
import libraryRoutes from './learning/library/routes.ts';
import progressRoutes from './learning/progress/routes.ts';
import liveRoutes from './live/routes.ts';
import mediaRoutes from './media/routes.ts';
import meshRoutes from './mesh/routes.ts';
import quizRoutes from './quizzes/routes.ts';
import studioPreviewRoutes from './studio/preview-routes.ts';
import studioRoutes from './studio/routes.ts';
import surveyRoutes from './survey/routes.ts';

/** Every domain's routes, registered in one place. Each module is a Fastify plugin. */
export async function registerModules(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(authRoutes);
  await app.register(contactRoutes);
  await app.register(meshRoutes, { config });
  await app.register(adminRoutes);
  await app.register(familyRoutes);
  await app.register(surveyRoutes);
  await app.register(accountRoutes);
  await app.register(instructorProfileRoutes);
  await app.register(catalogRoutes);
  await app.register(progressRoutes);
  await app.register(libraryRoutes);
  await app.register(certificateRoutes);
  await app.register(mediaRoutes);
  await app.register(studioRoutes);
  await app.register(studioPreviewRoutes);
  await app.register(insightsRoutes);
  await app.register(discussionRoutes);
  await app.register(quizRoutes);
  await app.register(assignmentRoutes);
  await app.register(billingRoutes);
  await app.register(liveRoutes);
}
