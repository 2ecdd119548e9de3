/***************************************************************************
  screens.h: the four screens computed again from the generated files, in
  the plainest way (GEOS on every candidate, cell by cell on the slope
  raster), to check the answer key. Written apart from the generator and
  from the plugin's algorithms on purpose.
 ***************************************************************************/
#ifndef SAMPLECITY_SCREENS_H
#define SAMPLECITY_SCREENS_H

#include "samplecitytest.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace sctest
{

  class Screens
  {
  public:
    explicit Screens( const City &city );

    const Feature &parcel( const std::string &apn ) const;

    //! The figure the answer key names (screen, field) for a parcel, as the key would print it.
    std::string figure( const std::string &apn, const std::string &screen, const std::string &field ) const;

    //! How far apart two printed figures of a field may be.
    static double tolerance( const std::string &field );

    //! Human-readable figures behind a parcel's answers, for failure messages.
    std::string explain( const std::string &apn, const std::string &screen ) const;

  private:
    struct Vacancy
    {
      std::string vacancy;
      double unimproved = 0;
      double groupSqft = 0;
      bool qualifies = false;
      bool hasPermittedStructure = false;
    };
    struct Esa
    {
      std::string relation;
      double distance = 0;
      std::string name;
    };
    struct Infeasibility
    {
      double wellDistance = -1;
      std::string wellId;
      double wellSqft = 0;
      double infeasibleSqft = 0;
      double parcelSqft = 0;
    };
    struct Slope
    {
      int cells = 0;
      int validCells = 0;
      int demNoDataCells = 0;
      bool outsideDem = false;
      double mean = 0;
      double max = 0;
      double steepSqft = 0;
      double erodibleSteepSqft = 0;
    };

    Vacancy vacancy( const std::string &apn ) const;
    Vacancy vacancyAlone( const Feature &parcel ) const;
    bool contiguous( const Feature &a, const Feature &b ) const;
    Esa esa( const Feature &parcel ) const;
    Infeasibility infeasibility( const Feature &parcel ) const;
    Slope slope( const Feature &parcel ) const;
    void loadRasters() const;

    const City &mCity;
    std::map<std::string, const Feature *> mByApn;
    Geom mRightOfWay;
    mutable bool mRastersLoaded = false;
    mutable std::vector<float> mSlope, mDem;
    mutable int mNx = 0, mNy = 0;
    mutable double mGt[6] = {};
    mutable float mSlopeNoData = 0, mDemNoData = 0;
  };

} // namespace sctest

#endif // SAMPLECITY_SCREENS_H
