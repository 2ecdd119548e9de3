/***************************************************************************
  swdesignvolume.cpp: the design volume's arithmetic.
 ***************************************************************************/
#include "lid/swdesignvolume.h"
#include "core/swprofile.h"

#include <QObject>

#include <algorithm>

SwDesignVolume::SwDesignVolume( const Rules &rules )
  : mRules( rules )
{
}

SwDesignVolume::Rules SwDesignVolume::rulesOf( const SwProfile &profile )
{
  Rules rules;
  rules.fixedDepthIn = profile.number( QStringLiteral( "designvolume.fixed_depth_in" ) );
  rules.imperviousCoefficient = profile.number( QStringLiteral( "designvolume.impervious_runoff_coefficient" ) );
  rules.perviousCoefficient = profile.number( QStringLiteral( "designvolume.pervious_runoff_coefficient" ) );
  rules.biofiltrationFactor = profile.number( QStringLiteral( "designvolume.biofiltration_factor" ) );
  rules.flowthroughMinInHr = profile.number( QStringLiteral( "designvolume.flowthrough_min_in_hr" ) );
  rules.flowthroughGreater = profile.choice( QStringLiteral( "designvolume.flowthrough_rule" ) ) == QLatin1String( "greater" );
  rules.flowthroughMultiplier = profile.number( QStringLiteral( "designvolume.flowthrough_multiplier" ) );
  return rules;
}

SwDesignVolume::Storm SwDesignVolume::designStorm( double isohyetIn ) const
{
  Storm storm;
  storm.isohyetWon = isohyetIn > mRules.fixedDepthIn;
  storm.depthIn = storm.isohyetWon ? isohyetIn : mRules.fixedDepthIn;
  return storm;
}

double SwDesignVolume::runoffCoefficient( double imperviousShare, double perviousCoefficient ) const
{
  return mRules.imperviousCoefficient * imperviousShare + perviousCoefficient * ( 1 - imperviousShare );
}

double SwDesignVolume::volumeCuft( double coefficient, double depthIn, double areaSqft )
{
  return coefficient * depthIn / 12.0 * areaSqft;
}

SwDesignVolume::Retention SwDesignVolume::retention( double swqdvCuft, double infeasibleShare ) const
{
  Retention retention;
  retention.retainCuft = swqdvCuft * ( 1 - infeasibleShare );
  retention.biofiltrationCuft = mRules.biofiltrationFactor * ( swqdvCuft - retention.retainCuft );
  return retention;
}

SwDesignVolume::FlowThrough SwDesignVolume::flowThrough( std::optional<double> mappedInHr ) const
{
  FlowThrough result;
  const double fixed = mRules.flowthroughMinInHr;
  if ( !mappedInHr )
  {
    // "Either" lets the fixed intensity comply alone; "the greater" needs the mapped one too.
    if ( mRules.flowthroughGreater )
      result.basis = QObject::tr( "at least %1 in/hr: the mapped intensity is not known (FLOWTHROUGH_INTENSITY)" ).arg( fixed );
    else
    {
      result.inHr = fixed;
      result.basis = QObject::tr( "%1 in/hr, which complies on its own (the code allows either intensity)" ).arg( fixed );
    }
    return result;
  }
  const double mapped = *mappedInHr * mRules.flowthroughMultiplier;
  const QString mappedWords = mRules.flowthroughMultiplier == 1 ? QObject::tr( "the mapped %1 in/hr" ).arg( mapped, 0, 'g', 6 ) : QObject::tr( "%1 x the mapped %2 in/hr = %3 in/hr" ).arg( mRules.flowthroughMultiplier ).arg( *mappedInHr, 0, 'g', 6 ).arg( mapped, 0, 'g', 6 );
  if ( mRules.flowthroughGreater )
  {
    result.inHr = std::max( fixed, mapped );
    result.basis = mapped > fixed ? QObject::tr( "%1, greater than %2 in/hr" ).arg( mappedWords ).arg( fixed ) : QObject::tr( "%1 in/hr, not less than %2" ).arg( fixed ).arg( mappedWords );
  }
  else
  {
    result.inHr = std::min( fixed, mapped );
    result.basis = mapped < fixed ? QObject::tr( "%1, less than %2 in/hr (either complies)" ).arg( mappedWords ).arg( fixed ) : QObject::tr( "%1 in/hr, not more than %2 (either complies)" ).arg( fixed ).arg( mappedWords );
  }
  return result;
}

QString SwDesignVolume::equation( double imperviousShare, double perviousCoefficient, double depthIn, double areaSqft ) const
{
  const double coefficient = runoffCoefficient( imperviousShare, perviousCoefficient );
  return QObject::tr( "SWQDv = C x %1 in / 12 x %2 sq ft = %3 cu ft; C = %4 x %5 + %6 x (1 - %5) = %7" )
    .arg( depthIn, 0, 'f', 3 )
    .arg( areaSqft, 0, 'f', 1 )
    .arg( volumeCuft( coefficient, depthIn, areaSqft ), 0, 'f', 1 )
    .arg( mRules.imperviousCoefficient )
    .arg( imperviousShare, 0, 'f', 4 )
    .arg( perviousCoefficient )
    .arg( coefficient, 0, 'f', 4 );
}
