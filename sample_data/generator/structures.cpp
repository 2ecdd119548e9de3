/***************************************************************************
  structures.cpp: structures and improvements on ordinary lots.
 ***************************************************************************/
#include "structures.h"

#include <cmath>

namespace samplecity
{

  namespace
  {
    //! Lays shapes out in the lot's own frame: u across the frontage from the
    //! lot's west edge, v back from the street.
    struct LotFrame
    {
      Rect rect;
      bool frontNorth = false;

      double width() const { return rect.width(); }
      double depth() const { return rect.height(); }

      Rect place( double u0, double v0, double u1, double v1 ) const
      {
        if ( frontNorth )
          return { rect.x0 + u0, rect.y1 - v1, rect.x0 + u1, rect.y1 - v0 };
        return { rect.x0 + u0, rect.y0 + v0, rect.x0 + u1, rect.y0 + v1 };
      }
    };

    class Furnisher
    {
    public:
      Furnisher( const LotSite &site, LotContents &out )
        : mSite( site )
        , mOut( out )
      {
      }

      //! Adds a shape clipped to the lot's side of the diagonal street; false when too little is left.
      bool structure( const std::string &type, bool permitted, const Rect &r, double minSqft )
      {
        Polygon p;
        if ( !clip( r, minSqft, p ) )
          return false;
        if ( type == "building" || type == "garage" )
          mOut.buildingSqft += polygonArea( p );
        mOut.structures.push_back( { type, permitted, std::move( p ) } );
        return true;
      }

      void improvement( const std::string &type, bool approved, const Rect &r )
      {
        Polygon p;
        if ( clip( r, 100, p ) )
          mOut.improvements.push_back( { type, approved, std::move( p ) } );
      }

      //! A wellhead pad must lie wholly on the lot.
      bool oilWell( const std::string &type, const Rect &pad )
      {
        if ( mSite.cut != 0 && clippedAway( pad ) )
          return false;
        mOut.structures.push_back( { type, true, pad.polygon() } );
        mOut.oilWells.push_back( pad.center() );
        return true;
      }

    private:
      bool clippedAway( const Rect &r ) const
      {
        for ( const Pt &p : r.ring() )
        {
          const double s = p.x + p.y;
          if ( ( mSite.cut < 0 && s > mSite.cutK ) || ( mSite.cut > 0 && s < mSite.cutK ) )
            return true;
        }
        return false;
      }

      bool clip( const Rect &r, double minSqft, Polygon &out ) const
      {
        if ( r.empty() )
          return false;
        Ring ring = r.ring();
        if ( mSite.cut != 0 )
          ring = clipRingByDiagonal( ring, mSite.cutK, mSite.cut < 0 );
        if ( ring.size() < 3 || std::fabs( signedArea( ring ) ) < minSqft )
          return false;
        out = { std::move( ring ), {} };
        return true;
      }

      const LotSite &mSite;
      LotContents &mOut;
    };

    void furnishResidential( const LotFrame &f, const LotSite &site, Furnisher &add, Rng &rng )
    {
      const double w = f.width(), d = f.depth();
      if ( site.zone == Zone::RM )
      {
        add.structure( "building", true, f.place( 5, 15, w - 5, std::min( d - 25, 15 + 0.6 * d ) ), 200 );
        add.improvement( "paved_parking", true, f.place( 5, std::min( d - 24, 15 + 0.6 * d ) + 2, w - 5, d - 3 ) );
        return;
      }
      const double houseWidth = std::min( w - 10, 60.0 );
      const double u0 = ( w - houseWidth ) / 2;
      const double houseDepth = std::min( 55.0, d - 60 );
      add.structure( "building", true, f.place( u0, 20, u0 + houseWidth, 20 + houseDepth ), 200 );
      if ( site.zone == Zone::R2 && rng.chance( 0.6 ) )
        add.structure( "building", rng.chance( 0.9 ), f.place( 5, d - 30, std::min( w - 5, 35.0 ), d - 5 ), 150 );
      else if ( rng.chance( 0.7 ) )
      {
        const bool left = rng.chance( 0.5 );
        const double gu0 = left ? 3 : w - 25;
        add.structure( "garage", rng.chance( 0.92 ), f.place( gu0, d - 25, gu0 + 22, d - 3 ), 150 );
      }
      else if ( rng.chance( 0.25 ) )
        add.structure( "storage_shed", rng.chance( 0.5 ), f.place( w / 2 - 4, d - 14, w / 2 + 4, d - 4 ), 20 );
      if ( rng.chance( 0.15 ) )
        add.improvement( "landscaping", rng.chance( 0.8 ), f.place( 2, 2, w - 2, 16 ) );
    }

    void furnishCommercial( const LotFrame &f, Furnisher &add, Rng &rng )
    {
      const double w = f.width(), d = f.depth();
      const double back = d * rng.uniform( 0.45, 0.6 );
      add.structure( "building", true, f.place( 5, d - back, w - 5, d - 5 ), 300 );
      add.improvement( "landscaping", true, f.place( 0, 0, w, 4 ) );
      add.improvement( "paved_parking", rng.chance( 0.95 ), f.place( 2, 4, w - 2, d - back - 2 ) );
      if ( rng.chance( 0.04 ) )
        add.structure( "freeway_sign", true, f.place( w / 2 - 2, 6, w / 2 + 2, 16 ), 10 );
    }

    void furnishIndustrial( const LotFrame &f, Furnisher &add, Rng &rng )
    {
      const double w = f.width(), d = f.depth();
      const double bw = w * rng.uniform( 0.5, 0.8 ), bd = d * rng.uniform( 0.45, 0.7 );
      add.structure( "building", rng.chance( 0.96 ), f.place( 10, d - bd - 10, 10 + bw, d - 10 ), 400 );
      add.improvement( "paved_parking", rng.chance( 0.9 ), f.place( 5, 5, w - 5, d - bd - 15 ) );
      if ( rng.chance( 0.4 ) && w - bw > 40 )
        add.structure( "storage_shed", rng.chance( 0.7 ), f.place( w - 22, d - 24, w - 10, d - 14 ), 30 );
      if ( rng.chance( 0.2 ) && w - bw > 40 && d > 120 )
        add.structure( "modular_building", true, f.place( w - 30, d - bd - 5, w - 6, d - bd + 55 ), 200 );
    }

    //! Wells (and tanks beside them) in the band vMin..vMax back from the street.
    void furnishOilField( const LotFrame &f, double vMin, double vMax, int wells, Furnisher &add, Rng &rng )
    {
      const double w = f.width();
      if ( w < 50 || vMax - vMin < 40 )
        return;
      for ( int i = 0; i < wells; ++i )
      {
        const double u = rng.uniform( 6, w - 36 );
        const double v = rng.uniform( vMin, vMax - 30 );
        const bool gas = rng.chance( 0.1 );
        if ( add.oilWell( gas ? "gas_well" : "oil_well", f.place( u, v, u + 8, v + 8 ) ) && rng.chance( 0.6 ) )
          add.structure( "oilfield_equipment", true, f.place( u + 14, v, u + 26, v + 28 ), 50 );
      }
    }
  } // namespace

  LotContents furnishLot( const LotSite &site, Rng &rng )
  {
    LotContents out;
    Furnisher add( site, out );
    const LotFrame frame{ site.rect, site.side == 1 };
    if ( !site.vacant )
    {
      if ( site.zone == Zone::OS )
      {
        add.improvement( "landscaping", true, frame.place( 0, 0, frame.width(), frame.depth() ) );
        if ( frame.width() > 100 )
          add.structure( "building", true, frame.place( 20, 20, 50, 45 ), 200 );
      }
      else if ( isResidential( site.zone ) )
        furnishResidential( frame, site, add, rng );
      else if ( isCommercial( site.zone ) )
        furnishCommercial( frame, add, rng );
      else
        furnishIndustrial( frame, add, rng );
    }
    else
    {
      if ( isCommercial( site.zone ) && rng.chance( 0.05 ) )
        add.structure( "freeway_sign", true, frame.place( 6, 6, 10, 16 ), 10 );
      if ( rng.chance( 0.05 ) )
        add.structure( "storage_shed", false, frame.place( 6, frame.depth() - 16, 16, frame.depth() - 6 ), 20 );
    }
    // Signal Hill's oil field: wells on vacant land and in industrial yards.
    if ( site.oilChance > 0 && ( site.vacant || isIndustrial( site.zone ) ) && rng.chance( site.oilChance ) )
    {
      const double d = frame.depth();
      if ( site.vacant )
        furnishOilField( frame, 8, d - 8, rng.range( 1, 3 ), add, rng );
      else
        furnishOilField( frame, 8, d * 0.3 - 12, 1, add, rng );
    }
    return out;
  }

} // namespace samplecity
