import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { SubjectType } from '@/contract';
import { DetailPage } from '@/features/review/components/DetailPage';

export const Route = createFileRoute('/review/$subjectType/$subjectId')({
  params: {
    parse: (params) => {
      const subjectType = v.safeParse(SubjectType, params.subjectType);
      if (!subjectType.success) throw notFound();
      return { subjectType: subjectType.output, subjectId: params.subjectId };
    },
    stringify: (params) => params,
  },
  component: function ReviewDetailRoute() {
    const { subjectType, subjectId } = Route.useParams();
    return <DetailPage key={`${subjectType}-${subjectId}`} subjectType={subjectType} subjectId={subjectId} />;
  },
});
