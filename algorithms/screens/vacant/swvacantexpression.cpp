/***************************************************************************
  swvacantexpression.cpp: the vacant rule over parcel attributes.
 ***************************************************************************/
#include "screens/vacant/swvacantexpression.h"

#include "qgsexception.h"
#include "qgsfeaturerequest.h"
#include "qgsprocessingcontext.h"

void SwVacantExpression::prepare( const QString &text, const QgsFields &parcelFields, const QString &parcelsName, QgsProcessingContext &context )
{
  mText = text;
  mExpression = QgsExpression( mText );
  if ( mExpression.hasParserError() )
    throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' is not a valid expression: %2" ).arg( mText, mExpression.parserErrorString() ) );
  for ( const QString &column : mExpression.referencedColumns() )
  {
    if ( column != QgsFeatureRequest::ALL_ATTRIBUTES && parcelFields.lookupField( column ) < 0 )
      throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' uses '%2', which is not a field of PARCELS layer '%3' (its fields: %4)" ).arg( mText, column, parcelsName, parcelFields.names().join( QLatin1String( ", " ) ) ) );
  }
  // The run's context (project and global variables) with the parcels' fields.
  mContext = context.expressionContext();
  QgsExpressionContextScope *scope = new QgsExpressionContextScope( QObject::tr( "Parcels" ) );
  scope->setFields( parcelFields );
  mContext.appendScope( scope );
  mContext.setFields( parcelFields );
  mExpression.prepare( &mContext );
}

bool SwVacantExpression::isVacant( const QgsFeature &feature, const QString &apn )
{
  mContext.setFeature( feature );
  const QVariant value = mExpression.evaluate( &mContext );
  if ( mExpression.hasEvalError() )
    throw QgsProcessingException( QObject::tr( "VACANT_EXPRESSION '%1' failed on parcel %2: %3" ).arg( mText, apn, mExpression.evalErrorString() ) );
  return !value.isNull() && value.toBool();
}
